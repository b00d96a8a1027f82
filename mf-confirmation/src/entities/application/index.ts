export { applicationSteps, isStepIndex, lastStep, stepOfField } from './steps';
export type { StepDefinition, StepIndex } from './steps';
export { firstIncompleteStep, stepSchema } from './schema';
export type { SchemaContext } from './schema';
export { fromLead, fromPdlLead, loanOfLead, toLeadRequest, trackingParams } from './lead-mapping';
export type { LeadContext } from './lead-mapping';
export { emptyApplication, emptyPassword, readApplicationValues, withoutPassword } from './values';
export type { AccountPasswordValues, ApplicationField, ApplicationFormValues, ApplicationValues } from './values';
