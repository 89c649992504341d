export { blobFileSource } from './blob-file-source';
export { browserConnectivity } from './browser-connectivity';
export { defaultResumeStorage, defaultTransport } from './default-ports';
export { createFetchTransport, type FetchTransportOptions } from './fetch-transport';
export { type FingerprintParts, uploadFingerprint } from './fingerprint';
export { InactivityTimeout, UPLOAD_INACTIVITY_TIMEOUT_MS } from './inactivity-timeout';
export { isExpiredSignature } from './is-expired-signature';
export { MemoryResumeStorage } from './memory-resume-storage';
export { PARALLEL_PART_UPLOADS } from './multipart-parts';
export {
  DEFAULT_PART_SIZE,
  MAX_PARTS,
  MIN_PART_SIZE,
  multipartPartSize,
  type PlannedPart,
  planParts,
} from './multipart-plan';
export { PART_URLS_PER_BATCH } from './part-url-signer';
export { PLAIN_UPLOAD_PATH, uploadPlain } from './plain';
export type {
  Connectivity,
  FileSource,
  ResumeStorage,
  TimerHandle,
  TransportMethod,
  TransportRequest,
  TransportResponse,
  UploadClock,
  UploadTransport,
} from './ports';
export {
  DEFAULT_RESUME_EXPIRY_MS,
  RESUME_KEY_PREFIX,
  type ResumableMethod,
  ResumeRecords,
  type ResumeRecordsOptions,
} from './resume-records';
export {
  decideRetry,
  isRetryableUploadError,
  PART_RETRIES,
  PART_RETRY_DELAYS_MS,
  RESUMABLE_RETRY_DELAYS_MS,
  RETRYABLE_CLIENT_STATUSES,
  type RetryDecision,
} from './retry-policy';
export {
  S3_PRESIGN_PATH,
  type S3PresignResponse,
  s3PresignResponseSchema,
  uploadS3Direct,
} from './s3-direct';
export { createS3Entry, S3_ENTRIES_PATH } from './s3-entries';
export { uploadWithS3Multipart } from './s3-multipart';
export {
  type CompletedPart,
  type MultipartUploadRef,
  multipartCreateResponseSchema,
  signedPartUrlsResponseSchema,
  type UploadedPart,
  uploadedPartSchema,
  uploadedPartsResponseSchema,
} from './s3-multipart-calls';
export { systemClock } from './system-clock';
export { DEFAULT_TUS_CHUNK_SIZE, TUS_ENTRIES_PATH, TUS_UPLOAD_PATH, uploadWithTus } from './tus';
export { decodeTusMetadata, encodeTusMetadata } from './tus-metadata';
export { TUS_PATCH_CONTENT_TYPE, TUS_VERSION, tusMetadataFields } from './tus-requests';
export {
  isExclusiveUpload,
  type SchedulableUpload,
  UPLOAD_CONCURRENCY,
  type UploadStatus,
  uploadsToStart,
} from './upload-concurrency';
export { uploadErrorText } from './upload-error-text';
export {
  FINAL_UPLOAD_STATUSES,
  type UploadItem,
  type UploadOptions,
  type UploadQueueSnapshot,
} from './upload-item';
export { type JobRequest, UploadJob, type UploadJobOptions, type UploadStrategy } from './upload-job';
export { metadataBody, metadataFields, type UploadDisk, type UploadMetadata } from './upload-metadata';
export { UploadProtocolError } from './upload-protocol-error';
export { UploadQueue } from './upload-queue';
export type { UploadQueueOptions } from './upload-queue-options';
export {
  checkUploadRestrictions,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  type UploadRestrictions,
} from './upload-restrictions';
export {
  MULTIPART_MIN_FILE_SIZE,
  TUS_MIN_FILE_SIZE,
  type UploadMethod,
  uploadStrategyFor,
} from './upload-strategy-for';
export { UPLOAD_TIMED_OUT_MESSAGE, UploadTimeoutError } from './upload-timeout-error';
export { describeUploadedFile, type FileToUpload, type UploadedFile } from './uploaded-file';
export { webResumeStorage } from './web-resume-storage';
export { createXhrTransport } from './xhr-transport';
