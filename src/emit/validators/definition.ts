import { defineLazyTarget } from '../target.js';

/** The `validators` section of specforge.config.json. */
export interface ValidatorsOptions {
  mode?: 'strict' | 'lenient';
}

export default defineLazyTarget<ValidatorsOptions>({
  name: 'validators',
  help: 'runtime validators and type guards for schemas and operations',
  needs: ['types'],
  peerDependencies: {},
  files: ['validators.ts', 'runtime/'],
  entry: 'index',
  byDefault: true,
  options: {
    type: 'object',
    additionalProperties: false,
    description: 'Validators target (docs/validators.md).',
    properties: {
      mode: {
        enum: ['strict', 'lenient'],
        'x-what': 'validator mode',
        description:
          "The generated validators' mode when a call names none (a call's own `mode` wins): strict (default) checks exactly what the document says; lenient also accepts what job-service installations send (decimals and integers as strings, naive ISO and RFC 822 date-times, null for optional fields). The standalone specforge mock judges strictly.",
      },
    },
  },
  // The emitter loads only when a run selects this target (the registry reads the facts above).
  load: async () => {
    const { emitValidators } = await import('./index.js');
    return (model, options, context) =>
      emitValidators(model, {
        ...context,
        ...(options.mode !== undefined && { validatorMode: options.mode }),
      });
  },
});
