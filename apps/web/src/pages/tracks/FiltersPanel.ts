// The filters panel on its own chunk (with its distance slider and switches): it loads
// when 'Filters' is first pressed, not with the tracks page (ADR 051).
export { FiltersPanel as default } from '@planmywalk/ui';
