export { DEFAULT_OCMF_ALGORITHM, OCMF_ALGORITHMS, ocmfAlgorithm, type OcmfAlgorithm } from './algorithms.ts';
export { OCMF_END_CODES, OCMF_TRANSACTION_CODES, parseOcmf, parseOcmfTime, type OcmfRecord, type OcmfReading } from './parse.ts';
export { parseMeterPublicKey, publicKeyHex, spkiOfPoint } from './public-key.ts';
export { OCMF_CLOCK_TOLERANCE_MS, verifyOcmf, type OcmfMeterReading, type OcmfTransaction, type OcmfVerification } from './verify.ts';
export { ocmfTime, signMeterTransaction, signOcmf, type MeterTransaction } from './sign.ts';
