export { PlanDocumentsSection } from './PlanDocumentsSection.tsx';
export { formatFileSize } from './formatFileSize.ts';
export type { PlanDocument, PlanDocumentUpload, PlanDocumentsSectionProps } from './PlanDocumentsSection.tsx';
export type { PlanDocumentType } from './PlanDocumentsSectionItem.tsx';
