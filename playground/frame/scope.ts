/**
 * What a live example can use (see the writers' contract in CONTRIBUTING):
 * React hooks, all of PatternFly React 6, a fixed set of icons, rjsf's form
 * with its AJV 8 validator, and the site's implementations of the toolkit's
 * in-house components. The last two are loaded only when an example names them.
 */
import * as PatternFly from '@patternfly/react-core'
import AngleRightIcon from '@patternfly/react-icons/dist/esm/icons/angle-right-icon'
import CalendarAltIcon from '@patternfly/react-icons/dist/esm/icons/calendar-alt-icon'
import CheckCircleIcon from '@patternfly/react-icons/dist/esm/icons/check-circle-icon'
import CogIcon from '@patternfly/react-icons/dist/esm/icons/cog-icon'
import CopyIcon from '@patternfly/react-icons/dist/esm/icons/copy-icon'
import CubeIcon from '@patternfly/react-icons/dist/esm/icons/cube-icon'
import EllipsisVIcon from '@patternfly/react-icons/dist/esm/icons/ellipsis-v-icon'
import ExclamationCircleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon'
import ExternalLinkAltIcon from '@patternfly/react-icons/dist/esm/icons/external-link-alt-icon'
import FilterIcon from '@patternfly/react-icons/dist/esm/icons/filter-icon'
import FolderIcon from '@patternfly/react-icons/dist/esm/icons/folder-icon'
import FolderOpenIcon from '@patternfly/react-icons/dist/esm/icons/folder-open-icon'
import HomeIcon from '@patternfly/react-icons/dist/esm/icons/home-icon'
import ListIcon from '@patternfly/react-icons/dist/esm/icons/list-icon'
import LockIcon from '@patternfly/react-icons/dist/esm/icons/lock-icon'
import PencilAltIcon from '@patternfly/react-icons/dist/esm/icons/pencil-alt-icon'
import PlusCircleIcon from '@patternfly/react-icons/dist/esm/icons/plus-circle-icon'
import QuestionCircleIcon from '@patternfly/react-icons/dist/esm/icons/question-circle-icon'
import SearchIcon from '@patternfly/react-icons/dist/esm/icons/search-icon'
import ShareSquareIcon from '@patternfly/react-icons/dist/esm/icons/share-square-icon'
import TableIcon from '@patternfly/react-icons/dist/esm/icons/table-icon'
import ThIcon from '@patternfly/react-icons/dist/esm/icons/th-icon'
import TimesIcon from '@patternfly/react-icons/dist/esm/icons/times-icon'
import UploadIcon from '@patternfly/react-icons/dist/esm/icons/upload-icon'
import UserIcon from '@patternfly/react-icons/dist/esm/icons/user-icon'
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'

export const icons = {
  AngleRightIcon,
  CalendarAltIcon,
  CheckCircleIcon,
  CogIcon,
  CopyIcon,
  CubeIcon,
  EllipsisVIcon,
  ExclamationCircleIcon,
  ExternalLinkAltIcon,
  FilterIcon,
  FolderIcon,
  FolderOpenIcon,
  HomeIcon,
  ListIcon,
  LockIcon,
  PencilAltIcon,
  PlusCircleIcon,
  QuestionCircleIcon,
  SearchIcon,
  ShareSquareIcon,
  TableIcon,
  ThIcon,
  TimesIcon,
  UploadIcon,
  UserIcon
}

export const baseScope: Record<string, unknown> = { React, useState, useEffect, useRef, useMemo, useCallback, ...PatternFly, ...icons }

/** In-house components, and rjsf's form, each loaded on first use. */
export const extraScopes: { name: string; load: () => Promise<Record<string, unknown>> }[] = [
  { name: 'ActionButton', load: () => import('../inhouse/ActionButton') },
  { name: 'Breakdown', load: () => import('../inhouse/Breakdown') },
  { name: 'Matrix', load: () => import('../inhouse/Matrix') },
  // Named as the Forms page advises, since PatternFly's layout `Form` is in the scope already.
  { name: 'JsonSchemaForm', load: loadJsonSchemaForm }
]

async function loadJsonSchemaForm() {
  const [{ default: JsonSchemaForm }, { default: validator }] = await Promise.all([import('@rjsf/core'), import('@rjsf/validator-ajv8')])
  return { JsonSchemaForm, validator }
}

/** The scope an example needs: the base one plus the in-house components it names. */
export async function scopeFor(code: string): Promise<Record<string, unknown>> {
  const needed = extraScopes.filter(({ name }) => new RegExp(`\\b${name}\\b`).test(code))
  const modules = await Promise.all(needed.map(({ load }) => load()))
  return Object.assign({}, baseScope, ...modules)
}
