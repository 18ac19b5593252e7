/**
 * Code blocks and tables scroll sideways when they are wider than the page,
 * so keyboard users must be able to focus them to scroll
 * (axe: scrollable-region-focusable). Same markup as Nextra's own.
 */
import cn from 'clsx'
import type { ComponentProps } from 'react'
import { Pre, Table } from 'nextra/components'

export const ScrollablePre = (props: ComponentProps<typeof Pre>) => <Pre {...props} tabIndex={0} />

export const ScrollableTable = (props: ComponentProps<typeof Table>) => (
  <Table {...props} tabIndex={0} className={cn('nextra-scrollbar [&:not(:first-child)]:_mt-6 _p-0', props.className)} />
)
