import { WhyAccountModal } from '@planmywalk/ui';

/** Its own module so home can load the dialog (and Radix's dialog code) on first use. */
export default WhyAccountModal;
