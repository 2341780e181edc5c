import type { builders as Builders, Doc as PrettierDoc } from 'prettier/doc';
import type { Doc } from '../../src/emit/shared/doc.js';

export function toPrettierDoc(builders: typeof Builders, doc: Doc): PrettierDoc;
