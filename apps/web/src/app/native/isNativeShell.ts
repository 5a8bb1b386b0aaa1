/** What the store apps' native bridge puts on `window` before any of the page's scripts run. */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/**
 * Whether the page runs inside a store app: `Capacitor.isNativePlatform()` as the native
 * bridge defines it on `window.Capacitor` (@capacitor/core's `Capacitor` is that same
 * object). Read from the global rather than imported from @capacitor/core, so the web's
 * first load carries no Capacitor code.
 */
export function isNativeShell(win: Window): boolean {
  const capacitor = (win as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
  return typeof capacitor?.isNativePlatform === 'function' && capacitor.isNativePlatform();
}
