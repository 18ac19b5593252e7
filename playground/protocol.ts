/**
 * Messages between a page's live example and its preview frame (public/playground/frame.html). The
 * frame is sandboxed without `allow-same-origin`: its origin is opaque ("null"), so code typed into an
 * example can reach neither the site's storage and cookies nor its page. Each side checks that a
 * message comes from the other's window and carries the nonce the page gave that frame in its URL.
 */
import type { ColorMode } from '../theme/color-mode/color-mode'

export const FRAME_PATH = '/playground/frame.html'

/** The frame's sandbox: scripts run, nothing else (no same origin, no top navigation, no pop-ups, no forms). */
export const FRAME_SANDBOX = 'allow-scripts'

export type ParentMessage = { type: 'vnv-playground:render'; nonce: string; code: string; noInline: boolean; mode: ColorMode }

export type FrameMessage =
  | { type: 'vnv-playground:ready'; nonce: string }
  | { type: 'vnv-playground:result'; nonce: string; error: string | null }
  | { type: 'vnv-playground:height'; nonce: string; height: number }

/** The frame's address: the nonce its messages must carry, and the page's origin, the only one it answers. */
export function frameUrl(basePath: string, nonce: string, parentOrigin: string): string {
  return `${basePath}${FRAME_PATH}?${new URLSearchParams({ nonce, parent: parentOrigin })}`
}

export function isFrameMessage(data: unknown, nonce: string): data is FrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as FrameMessage).nonce === nonce &&
    String((data as FrameMessage).type).startsWith('vnv-playground:')
  )
}

export function isParentMessage(data: unknown, nonce: string): data is ParentMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as ParentMessage).type === 'vnv-playground:render' &&
    (data as ParentMessage).nonce === nonce
  )
}
