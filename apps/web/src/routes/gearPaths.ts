import { pathOf } from './routeTable.ts';

/** `/account/my-gear-lists/{id}`: one of the user's gear lists open in My Gear Lists. */
export const myGearListPath = (id: number): string => `${pathOf('my-gear-lists')}/${id}`;
