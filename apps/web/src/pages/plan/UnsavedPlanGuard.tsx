import { useBlocker } from 'react-router';
import { observer } from 'mobx-react-lite';
import { keepsWorkingPlan, planFeature } from '@planmywalk/domain';
import { UnsavedPlanModal } from '@planmywalk/ui';
import { useFeature } from '../../app/stores.tsx';
import { routeNameAt } from '../../routes/routeTable.ts';

/**
 * Leaving the plan editor with unsaved changes (spec part 2 §2, part 1 §4's condition)
 * asks first: 'Save draft plan' saves it here (and goes on to plan-complete), 'Continue
 * without saving' resets the plan and goes where the user was going; closing stays.
 * The place's own pages, the date screen and the save's result keep the plan, so going
 * there asks nothing.
 */
export const UnsavedPlanGuard = observer(function UnsavedPlanGuard() {
  const { plan } = useFeature(planFeature);
  const blocker = useBlocker(({ nextLocation }) => {
    const route = routeNameAt(nextLocation.pathname);
    return plan.showsUnsavedWarning && (route === null || !keepsWorkingPlan(route));
  });
  const blocked = blocker.state === 'blocked';
  return (
    <UnsavedPlanModal
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      onSaveDraft={() => {
        if (blocked) blocker.reset();
        void plan.saveDraft();
      }}
      onContinueWithoutSaving={() => {
        if (!blocked) return;
        plan.continueWithoutSaving();
        blocker.proceed();
      }}
    />
  );
});
