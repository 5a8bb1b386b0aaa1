// The public API of @planmywalk/ui. Named exports only, values first, then types.

// Theme
export {
  PlanMyWalkThemeProvider,
  focusRing,
  focusVisibleRing,
  inverseFocusScope,
  palette,
  theme,
  visuallyHidden,
} from './theme/index.ts';

// Links
export { AnchorLink, Link, LinkProvider, useLinkComponent } from './LinkProvider/index.ts';

// Components
export { Accordion } from './Accordion/index.ts';
export { AlertsPanel } from './AlertsPanel/index.ts';
export { AlpineDayList } from './AlpineDayList/index.ts';
export { AvalancheAdvisoryCard, dangerColours } from './AvalancheAdvisoryCard/index.ts';
export { FeedHtml } from './FeedHtml/index.ts';
export { FeedbackForm } from './FeedbackForm/index.ts';
export { HelpPage } from './HelpPage/index.ts';
export { ForecastDayCard } from './ForecastDayCard/index.ts';
export { FreezingLevelModal } from './FreezingLevelModal/index.ts';
export { SampleDataTag } from './SampleDataTag/index.ts';
export { WEATHER_ICON_KINDS, WEATHER_LABELS, WEATHER_WORDS, WeatherIcon, weatherIconOf } from './WeatherIcon/index.ts';
export { WeatherPanel } from './WeatherPanel/index.ts';
export { TripCheckCard } from './TripCheckCard/index.ts';
export { CheckInPanel } from './CheckInPanel/index.ts';
export { TripStatusBanner } from './TripStatusBanner/index.ts';
export { DELIVERY_NOTICE_HEADING, DeliveryNotice } from './DeliveryNotice/index.ts';
export { NotificationsList } from './NotificationsList/index.ts';
export { WeatherWarnings } from './WeatherWarnings/index.ts';
export { AppStoreBadges } from './AppStoreBadges/index.ts';
export { Button } from './Button/index.ts';
export { ConfirmDialog } from './ConfirmDialog/index.ts';
export { Footer } from './Footer/index.ts';
export { Header } from './Header/index.ts';
export { HomeHero } from './HomeHero/index.ts';
export { ICON_NAMES, Icon } from './Icon/index.ts';
export { LocationMenu } from './LocationMenu/index.ts';
export { Logo } from './Logo/index.ts';
export { Modal } from './Modal/index.ts';
export { ProfileMenu, ProfileMenuButton } from './ProfileMenu/index.ts';
export { VisuallyHidden } from './VisuallyHidden/index.ts';
export { WhyAccountModal } from './WhyAccountModal/index.ts';

// Find a walk
export {
  bunkLabel,
  distanceBoundLabel,
  formatCount,
  formatDistance,
  formatDistanceRange,
  formatKilometres,
  formatNumber,
  trackTypeLabel,
} from './format/index.ts';
export { DifficultyScale, difficultyScalePosition } from './DifficultyScale/index.ts';
export { DistanceSlider } from './DistanceSlider/index.ts';
export { FilterTags } from './FilterTags/index.ts';
export { FiltersButton } from './FiltersButton/index.ts';
export { FiltersPanel } from './FiltersPanel/index.ts';
export { LandscapePlaceholder } from './LandscapePlaceholder/index.ts';
export { ResultsHeading, resultsHeadingText } from './ResultsHeading/index.ts';
export { SearchBox } from './SearchBox/index.ts';
export { Skeleton } from './Skeleton/index.ts';
export { READ_MORE_THRESHOLD_PX, TrackDetails } from './TrackDetails/index.ts';
export { TrackHeader } from './TrackHeader/index.ts';
export { TrackTile } from './TrackTile/index.ts';
export { TrackFacts, placeFacts } from './TrackFacts/index.ts';
export { placeTypeIcon } from './place/index.ts';
export { TrackTileList } from './TrackTileList/index.ts';
export { WALK_ICON_NAMES, WalkIcon } from './WalkIcon/index.ts';

// Wishlist, completed trips and reviews
export { CompleteTripDialog } from './CompleteTripDialog/index.ts';
export { DateField } from './DateField/index.ts';
export { LoginPrompt } from './LoginPrompt/index.ts';
export { MY_REVIEWS_TEXT, MyReviews } from './MyReviews/index.ts';
export { MY_WISHLIST_TEXT, MyWishlist } from './MyWishlist/index.ts';
export { REVIEW_COMMENT_CLAMP_PX, ReviewCard, awaitingApprovalText, difficultyLabel, reviewerName } from './ReviewCard/index.ts';
export { ReviewDialog } from './ReviewDialog/index.ts';
export { ReviewPhotoModeration } from './ReviewPhotoModeration/index.ts';
export { TRACK_REVIEWS_SHOWN_FIRST, TrackReviews } from './TrackReviews/index.ts';
export type { CompleteTripDialogProps } from './CompleteTripDialog/index.ts';
export type { DateFieldProps } from './DateField/index.ts';
export type { LoginPromptProps } from './LoginPrompt/index.ts';
export type { MyReviewsProps, MyReviewsReview } from './MyReviews/index.ts';
export type { MyWishlistProps } from './MyWishlist/index.ts';
export type { ReviewCardPhoto, ReviewCardProps, ReviewCardReview } from './ReviewCard/index.ts';
export type {
  ReviewDialogErrors,
  ReviewDialogExistingPhoto,
  ReviewDialogLocalPhoto,
  ReviewDialogProps,
  ReviewDifficultyOption,
} from './ReviewDialog/index.ts';
export type { PendingPhoto, ReviewPhotoModerationProps } from './ReviewPhotoModeration/index.ts';
export type { TrackReviewsProps } from './TrackReviews/index.ts';

export type { PlanMyWalkThemeProviderProps, Theme } from './theme/index.ts';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider/index.ts';
export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionRootProps,
  AccordionTriggerProps,
} from './Accordion/index.ts';
export type { AppStoreBadgesProps } from './AppStoreBadges/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export type { ConfirmDialogProps } from './ConfirmDialog/index.ts';
export type { FooterProps } from './Footer/index.ts';
export type { HeaderProps, HeaderVariant } from './Header/index.ts';
export type { HomeHeroLinks, HomeHeroProps } from './HomeHero/index.ts';
export type { IconName, IconProps } from './Icon/index.ts';
export type { LocationMenuHrefs, LocationMenuProps, LocationType, LocationView } from './LocationMenu/index.ts';
export type { LogoProps } from './Logo/index.ts';
export type {
  ModalCloseProps,
  ModalContentProps,
  ModalDescriptionProps,
  ModalFooterProps,
  ModalRootProps,
  ModalSize,
  ModalTitleProps,
  ModalTriggerProps,
} from './Modal/index.ts';
export type { ProfileMenuButtonProps, ProfileMenuLink, ProfileMenuLinks, ProfileMenuProps, ProfileMenuUser } from './ProfileMenu/index.ts';
export type { VisuallyHiddenProps } from './VisuallyHidden/index.ts';
export type { WhyAccountModalProps } from './WhyAccountModal/index.ts';

// Find a walk
export type { DifficultyScaleProps, DifficultyVotes } from './DifficultyScale/index.ts';
export type { DistanceSliderProps } from './DistanceSlider/index.ts';
export type { FilterKind, FilterTagsProps } from './FilterTags/index.ts';
export type { FiltersButtonProps } from './FiltersButton/index.ts';
export type { FilterOption, FiltersPanelProps, FilterValues } from './FiltersPanel/index.ts';
export type { LandscapePlaceholderProps } from './LandscapePlaceholder/index.ts';
export type { ResultsHeadingMode, ResultsHeadingProps } from './ResultsHeading/index.ts';
export type { SearchBoxItem, SearchBoxProps } from './SearchBox/index.ts';
export type { SkeletonProps } from './Skeleton/index.ts';
export type {
  TrackDetailsLocation,
  TrackDetailsNearbyPlace,
  TrackDetailsProps,
  TrackDetailsVideo,
} from './TrackDetails/index.ts';
export type { TrackHeaderGalleryImage, TrackHeaderLocation, TrackHeaderProps } from './TrackHeader/index.ts';
export type { TrackTileItem, TrackTileLayout, TrackTileProps } from './TrackTile/index.ts';
export type { FactsPlace, PlaceFact, PlaceFactsDetail, TrackFactsLayout, TrackFactsProps } from './TrackFacts/index.ts';
export type { PlaceType } from './place/index.ts';
export type { TrackTileListProps } from './TrackTileList/index.ts';
export type { WalkIconName, WalkIconProps } from './WalkIcon/index.ts';

// Accounts
export { AccountLinkResult } from './AccountLinkResult/index.ts';
export { AccountUpdate } from './AccountUpdate/index.ts';
export { ActivationForm } from './ActivationForm/index.ts';
export { AuthLayout } from './AuthLayout/index.ts';
export { ChangePasswordForm } from './ChangePasswordForm/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export { DateOfBirthSelect } from './DateOfBirthSelect/index.ts';
export { FormError } from './FormError/index.ts';
export { FormSuccess } from './FormSuccess/index.ts';
export { LostPasswordForm } from './LostPasswordForm/index.ts';
export { NotificationSettingsForm } from './NotificationSettingsForm/index.ts';
export { PASSWORD_RESET_TOKEN_EXPIRED, PasswordResetForm } from './PasswordResetForm/index.ts';
export { PasswordStrength } from './PasswordStrength/index.ts';
export { TextArea, charactersRemainingText } from './TextArea/index.ts';
export { PORTRAIT_ACCEPT, ProfileForm } from './ProfileForm/index.ts';
export { ProfileMenuLoginForm } from './ProfileMenuLoginForm/index.ts';
export { ProfileSettings } from './ProfileSettings/index.ts';
export { ProfileSetupCard } from './ProfileSetupCard/index.ts';
export { Select } from './Select/index.ts';
export { SignInForm } from './SignInForm/index.ts';
export { SignUpForm } from './SignUpForm/index.ts';
export { Switch } from './Switch/index.ts';
export { TextField } from './TextField/index.ts';
export type { FormErrors, FormValidate } from './form/index.ts';
export type { AccountLinkResultProps, AccountLinkStatus } from './AccountLinkResult/index.ts';
export type {
  AccountUpdatePasswordProps,
  AccountUpdateProfileProps,
  AccountUpdateProps,
} from './AccountUpdate/index.ts';
export type { ActivationFormProps, ActivationFormValues } from './ActivationForm/index.ts';
export type { AuthLayoutProps } from './AuthLayout/index.ts';
export type { ChangePasswordFormProps, ChangePasswordFormValues } from './ChangePasswordForm/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export type { DateOfBirthSelectProps } from './DateOfBirthSelect/index.ts';
export type { FormErrorProps } from './FormError/index.ts';
export type { FormSuccessProps } from './FormSuccess/index.ts';
export type { LostPasswordFormProps, LostPasswordFormValues } from './LostPasswordForm/index.ts';
export type {
  NotificationFieldName,
  NotificationSettings,
  NotificationSettingsFormProps,
} from './NotificationSettingsForm/index.ts';
export type { PasswordResetFormProps, PasswordResetFormValues } from './PasswordResetForm/index.ts';
export type { PasswordScore, PasswordStrengthProps } from './PasswordStrength/index.ts';
export type { CharactersRemaining, TextAreaProps } from './TextArea/index.ts';
export type { ProfileFormProps, ProfileFormValues } from './ProfileForm/index.ts';
export type { ProfileMenuLoginFormProps, ProfileMenuLoginMode } from './ProfileMenuLoginForm/index.ts';
export type { ProfileSettingsProps, ProfileSettingsUser } from './ProfileSettings/index.ts';
export type { ProfileSetupCardProps } from './ProfileSetupCard/index.ts';
export type { SelectOption, SelectProps } from './Select/index.ts';
export type { SignInFormProps, SignInFormValues } from './SignInForm/index.ts';
export type { SignUpFormProps, SignUpFormValues } from './SignUpForm/index.ts';
export type { SwitchProps } from './Switch/index.ts';
export type { TextFieldProps } from './TextField/index.ts';

// Plan
export { DailyPlansSection } from './DailyPlansSection/index.ts';
export { EmergencyContactWarning } from './EmergencyContactWarning/index.ts';
export { PlanDocumentsSection } from './PlanDocumentsSection/index.ts';
export {
  PLAN_EDITOR_GUEST_TEXT,
  PLAN_EDITOR_LOADING_TEXT,
  PLAN_EDITOR_SECTIONS,
  PlanEditor,
  PlanEditorSection,
} from './PlanEditor/index.ts';
export { PLAN_ICON_NAMES, PlanIcon } from './PlanIcon/index.ts';
export { PlanGearSection } from './PlanGearSection/index.ts';
export { PlanLinkSection } from './PlanLinkSection/index.ts';
export { PublishPlanDialog } from './PublishPlanDialog/index.ts';
export { TrackSelectorBar, TrackSelectorBarSkeleton } from './TrackSelectorBar/index.ts';
export { TRIP_DATES_HINT, TripDatesPicker, nextTripRange } from './TripDatesPicker/index.ts';
export { TripNameSection } from './TripNameSection/index.ts';
export { TripNotesSection } from './TripNotesSection/index.ts';
export { UnsavedPlanModal } from './UnsavedPlanModal/index.ts';
export type { DailyPlanDay, DailyPlanValues, DailyPlansSectionProps } from './DailyPlansSection/index.ts';
export type { EmergencyContactWarningProps } from './EmergencyContactWarning/index.ts';
export type {
  PlanDocument,
  PlanDocumentType,
  PlanDocumentUpload,
  PlanDocumentsSectionProps,
} from './PlanDocumentsSection/index.ts';
export type { PlanEditorProps, PlanEditorSaving, PlanEditorSectionProps } from './PlanEditor/index.ts';
export type { PlanIconName, PlanIconProps } from './PlanIcon/index.ts';
export type { PlanGearSectionProps } from './PlanGearSection/index.ts';
export type { PlanLinkSectionProps } from './PlanLinkSection/index.ts';
export type { PublishPlanDialogProps, PublishPlanVerdict } from './PublishPlanDialog/index.ts';
export type {
  TrackSelectorBarLayout,
  TrackSelectorBarLocation,
  TrackSelectorBarProps,
} from './TrackSelectorBar/index.ts';
export type {
  TimeOptions,
  TimeValue,
  TripDateRange,
  TripDatesPickerLayout,
  TripDatesPickerProps,
} from './TripDatesPicker/index.ts';
export type { TripNameSectionProps } from './TripNameSection/index.ts';
export type { TripNotesSectionProps } from './TripNotesSection/index.ts';
export type { UnsavedPlanModalProps } from './UnsavedPlanModal/index.ts';
export { ContactCard, contactFullName, contactInitials, telHref } from './ContactCard/index.ts';
export {
  CONTACT_EMAIL_LOCKED_NOTE,
  CONTACT_EMAIL_NOTE,
  ContactForm,
  ContactFormPanel,
  DELETE_CONTACT_QUESTION,
} from './ContactForm/index.ts';
export {
  addPlanDays,
  formatFileSize,
  formatPlanDateRange,
  formatPlanDay,
  formatPlanDayTime,
  formatTimeOfDay,
} from './format/index.ts';
export { MY_CONTACTS_SHOWN_FIRST, MY_CONTACTS_TEXT, MyContacts } from './MyContacts/index.ts';
export { LOAD_MORE_THRESHOLD_PX, MY_WALKS_TEXT, MyWalks } from './MyWalks/index.ts';
export { PLAN_DRAFT_HEADING, PlanComplete, planPublishedHeading } from './PlanComplete/index.ts';
export { PLAN_CONTACTS_TEXT, PlanContactsSection } from './PlanContactsSection/index.ts';
export { DECLINE_PLAN_QUESTION, DELETE_TRIP_QUESTION, PlanTile, planLocationIcon } from './PlanTile/index.ts';
export { ADDED_TO_PLAN_TEXT, NO_DOCUMENT_TEXT, NO_GEAR_LIST_TEXT, READONLY_PLAN_TEXT, ReadonlyPlan } from './ReadonlyPlan/index.ts';
export type { ContactCardContact, ContactCardProps } from './ContactCard/index.ts';
export type {
  ContactFormContact,
  ContactFormMode,
  ContactFormPanelProps,
  ContactFormPresentation,
  ContactFormProps,
  ContactFormValues,
} from './ContactForm/index.ts';
export type { PlanDates, PlanTimeOfDay } from './format/index.ts';
export type { MyContactsContact, MyContactsForm, MyContactsProps } from './MyContacts/index.ts';
export type { MyWalksProps, MyWalksSections } from './MyWalks/index.ts';
export type { PlanCompleteProps, PlanCompleteVariant } from './PlanComplete/index.ts';
export type { PlanContactRole, PlanContactsCandidate, PlanContactsSectionProps } from './PlanContactsSection/index.ts';
export type { PlanAcceptance, PlanTileItem, PlanTileLocation, PlanTileProps, PlanTileStatus } from './PlanTile/index.ts';
export type {
  ReadonlyPlanAttachment,
  ReadonlyPlanData,
  ReadonlyPlanDay,
  ReadonlyPlanGearList,
  ReadonlyPlanProps,
} from './ReadonlyPlan/index.ts';

// Custom tracks: the editor's chrome, My Custom Tracks, sharing, the related block.
export { CustomTrackDetailsForm } from './CustomTrackDetailsForm/index.ts';
export { CustomTrackEditorToolbar } from './CustomTrackEditorToolbar/index.ts';
export { EDITOR_ICON_NAMES, EditorIcon } from './EditorIcon/index.ts';
export { EditorOnboarding } from './EditorOnboarding/index.ts';
export { DELETE_MARKER_QUESTION, MarkerPopup } from './MarkerPopup/index.ts';
export { CUSTOM_TRACKS_LOAD_MORE_PX, DELETE_CUSTOM_TRACK_QUESTION, MyCustomTracks } from './MyCustomTracks/index.ts';
export { RelatedPlaces } from './RelatedPlaces/index.ts';
export { ShareCustomTrackModal } from './ShareCustomTrackModal/index.ts';
export { UnsavedTrackModal } from './UnsavedTrackModal/index.ts';
export type { CustomTrackDetailsFormProps } from './CustomTrackDetailsForm/index.ts';
export type { CustomTrackEditorToolbarProps, EditorSaveState } from './CustomTrackEditorToolbar/index.ts';
export type { EditorIconName, EditorIconProps } from './EditorIcon/index.ts';
export type { EditorOnboardingProps, EditorOnboardingSlide } from './EditorOnboarding/index.ts';
export type { MarkerPopupProps, MarkerSegment } from './MarkerPopup/index.ts';
export type { MyCustomTracksItem, MyCustomTracksProps } from './MyCustomTracks/index.ts';
export type { RelatedPlacesFilter, RelatedPlacesProps } from './RelatedPlaces/index.ts';
export type { ShareCustomTrackModalProps } from './ShareCustomTrackModal/index.ts';
export type { UnsavedTrackModalProps } from './UnsavedTrackModal/index.ts';
export type { AlertsPanelProps, DocAlertItem, SiteNoticeItem } from './AlertsPanel/index.ts';
export type { AlpineDayListProps } from './AlpineDayList/index.ts';
export type { AvalancheAdvisoryCardProps, AvalancheAdvisoryItem, DangerColour, DangerRating } from './AvalancheAdvisoryCard/index.ts';
export type { FeedHtmlProps } from './FeedHtml/index.ts';
export type { FeedbackFormField, FeedbackFormProps, FeedbackFormValues } from './FeedbackForm/index.ts';
export type { HelpPageItem, HelpPageProps, HelpPageStatus } from './HelpPage/index.ts';
export type { ForecastDay, ForecastDayCardProps, PartDay } from './ForecastDayCard/index.ts';
export type { FreezingLevelModalProps } from './FreezingLevelModal/index.ts';
export type { SampleDataTagProps } from './SampleDataTag/index.ts';
export type { WeatherIconKind, WeatherIconProps, WeatherWord } from './WeatherIcon/index.ts';
export type { WeatherPanelProps } from './WeatherPanel/index.ts';
export type { WarningGroupItem, WeatherWarningItem, WeatherWarningsProps } from './WeatherWarnings/index.ts';
export type { TripCheckCardLevel, TripCheckCardProps, TripCheckCardReason, TripCheckCardVerdict } from './TripCheckCard/index.ts';
export type { CheckInPanelProps } from './CheckInPanel/index.ts';
export type { TripStatusBannerProps, TripStatusBannerTone } from './TripStatusBanner/index.ts';
export type { DeliveryNoticeProps } from './DeliveryNotice/index.ts';
export type { NotificationItem, NotificationsListProps } from './NotificationsList/index.ts';

// Gear
export { GEAR_LIST_EDITOR_TEXT, GearListEditor } from './GearListEditor/index.ts';
export { GEAR_LIST_PICKER_TEXT, GearListPicker } from './GearListPicker/index.ts';
export { GEAR_GUEST_TEXT, GEAR_PANEL_TEXT, GEAR_SAVE_TEXT, GearPanel, SAVE_AS_CUSTOM_TEXT } from './GearPanel/index.ts';
export { MY_GEAR_LISTS_TEXT, MyGearLists } from './MyGearLists/index.ts';
export type { GearEditorCategory, GearEditorItem, GearListEditorProps } from './GearListEditor/index.ts';
export type { GearListChoice, GearListPickerProps } from './GearListPicker/index.ts';
export type { GearPanelProps, GearPanelSource, GearSaveStatus } from './GearPanel/index.ts';
export type { MyGearListSaveState, MyGearListsProps } from './MyGearLists/index.ts';
