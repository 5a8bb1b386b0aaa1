import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { planFeature } from '@planmywalk/domain';
import { UnsavedPlanModal } from '@planmywalk/ui';
import { useFeature } from '../../app/stores.tsx';

/**
 * Spec part 1 §4: a logged-in user's unsaved plan of a place is not lost without asking.
 * Its own chunk: the working plan's code loads after the tracks list has painted.
 */
const UnsavedPlanWarning = observer(function UnsavedPlanWarning() {
  const { plan } = useFeature(planFeature);
  /** Closed without a choice: the user stays, with the plan. */
  const [dismissed, setDismissed] = useState(false);
  return (
    <UnsavedPlanModal
      open={plan.showsUnsavedWarning && !dismissed}
      onOpenChange={(open) => setDismissed(!open)}
      onSaveDraft={() => plan.goToPlan()}
      onContinueWithoutSaving={() => plan.continueWithoutSaving()}
    />
  );
});

export default UnsavedPlanWarning;
