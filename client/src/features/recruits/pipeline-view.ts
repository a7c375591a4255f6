/** Cards (the document's layout) or the dense table; each user's last choice is remembered on this device. */
export type PipelineView = 'cards' | 'table';

const storageKey = (userId: number | string | undefined) => `clearpath:pipeline-view:${userId ?? 'anonymous'}`;

export function rememberedView(userId: number | string | undefined): PipelineView {
  try {
    return localStorage.getItem(storageKey(userId)) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards'; // storage can be unavailable (private windows); the URL still carries the view
  }
}

export function rememberView(userId: number | string | undefined, view: PipelineView): void {
  try {
    localStorage.setItem(storageKey(userId), view);
  } catch {
    // not remembered; nothing else depends on it
  }
}
