export { PlanDocumentsSection } from './PlanDocumentsSection.tsx';
export type { PlanDocument, PlanDocumentUpload, PlanDocumentsSectionProps } from './PlanDocumentsSection.tsx';
export type { PlanDocumentType } from './PlanDocumentsSectionItem.tsx';
