/** The mock installation engine: one logic behind the MSW handlers and `specforge mock`. */
export { createMockInstallation } from './installation.js';
export type {
  MockDecisions,
  MockInstallation,
  MockInstallationOptions,
  MockOperationTypes,
} from './installation.js';
export type { MockAnswer } from './overrides.js';
export { MockFailure } from './responders.js';
export type { MockCall, MockState, Responder } from './responders.js';
export type { CollectionView, IdentityView } from './decisions.js';
export type { LifecycleView } from './resources.js';
export type { MockOperationValidators, MockValidator } from './validate.js';
export { defaultUsers, parseUsers, readUsersFile, UsersFileError } from './users.js';
export type * from './types.js';
export { createFactory } from './factory.js';
export type { Factory, FactoryOptions } from './factory.js';
export { SampleError } from './sample.js';
