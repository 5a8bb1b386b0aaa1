import type { Feature } from '../root/RootStore.ts';
import { MyWalksStore } from './MyWalksStore.ts';
import { planFeature } from './planFeature.ts';
import { ReadonlyPlanStore } from './ReadonlyPlanStore.ts';

/** Saved plans: a plan read by its link (/plan/{guid}) and My Walks. */
export const walksFeature: Feature<{ readonlyPlan: ReadonlyPlanStore; myWalks: MyWalksStore }> = (root) => {
  const { plan } = root.feature(planFeature);
  const plans = { api: root.api, ticker: root.ticker, session: root.session, workingPlan: plan };
  const readonlyPlan = new ReadonlyPlanStore({ ...plans, navigator: root.deps.navigator });
  const myWalks = new MyWalksStore(plans);
  root.session.onLogout(() => {
    readonlyPlan.reset();
    myWalks.reset();
  });
  return { readonlyPlan, myWalks };
};
