// The profile menu on its own chunk: its popover (Radix, floating-ui, scroll lock) loads
// just after the first paint instead of in the first load (AppShell).
export { ProfileMenu as default } from '@planmywalk/ui';
