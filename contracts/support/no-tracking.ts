// Pact's native core reports anonymous usage over the network unless told not to; tests and CI must
// not call out. Imported first by every module that loads Pact.
process.env.PACT_DO_NOT_TRACK ??= 'true';

export {};
