/** The mock installation engine: one logic behind the MSW handlers and `specforge mock`. */
export { createMockInstallation } from './installation.js';
export type { MockInstallation, MockInstallationOptions } from './installation.js';
export type { MockOverride } from './overrides.js';
export type { MockOperationValidators, MockValidator } from './validate.js';
export { defaultUsers, parseUsers } from './users.js';
export type * from './types.js';
export { createFactory } from './factory.js';
export type { Factory, FactoryOptions } from './factory.js';
export { SampleError } from './sample.js';
