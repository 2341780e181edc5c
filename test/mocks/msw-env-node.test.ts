// @vitest-environment node
import { describe } from 'vitest';
import { mswStory } from './msw-story.js';

describe('generated MSW handlers under Node', () => mswStory('node'));
