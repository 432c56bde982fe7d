/**
 * What the server and the browser share besides the form engine: the request and reply shapes of every route (types
 * only) and the product content both sides show (the lender's facts, the agreement's and the letter's words, the
 * upload rules, loan facts). Imported as `common`; the form engine is `engine`.
 */
export type * from './accountReplies.ts';
export type * from './apiReplies.ts';
export * from './applicationReplies.ts';
export * from './authorizationAgreement.ts';
export * from './documentReplies.ts';
export * from './formReplies.ts';
export * from './lender.ts';
export * from './loanFacts.ts';
export type * from './lookupReplies.ts';
export * from './participation.ts';
export * from './preapprovalLetter.ts';
export type * from './profileReplies.ts';
export type * from './studioReplies.ts';
export * from './uploadRules.ts';
export type * from './studioImpact.ts';
