/**
 * Messages between a page's live example and its preview frame
 * (public/playground/frame.html). Both sides check the origin.
 */
export const FRAME_PATH = '/playground/frame.html'

export type ColorMode = 'light' | 'dark'

export type ParentMessage = { type: 'vnv-playground:render'; id: string; code: string; noInline: boolean; mode: ColorMode }

export type FrameMessage =
  | { type: 'vnv-playground:ready'; id: string }
  | { type: 'vnv-playground:result'; id: string; error: string | null }
  | { type: 'vnv-playground:height'; id: string; height: number }

export function isFrameMessage(data: unknown, id: string): data is FrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as FrameMessage).id === id &&
    String((data as FrameMessage).type).startsWith('vnv-playground:')
  )
}

export function isParentMessage(data: unknown): data is ParentMessage {
  return typeof data === 'object' && data !== null && (data as ParentMessage).type === 'vnv-playground:render'
}
