import { track, type Track, type TrackInput } from '../curriculum-schema';
import { track as dataAnalysis } from './data-analysis';
import { track as devopsCloud } from './devops-cloud';
import { track as dsaInterview } from './dsa-interview';
import { track as machineLearning } from './machine-learning';
import { track as nodeBackend } from './node-backend';
import { track as python } from './python';
import { track as react } from './react';
import { track as reactNative } from './react-native';
import { track as sqlDatabases } from './sql-databases';
import { track as startupFounder } from './startup-founder';
import { track as uiuxDesign } from './uiux-design';
import { track as webBasics } from './web-basics';

const inputs: readonly TrackInput[] = [
  webBasics,
  react,
  reactNative,
  nodeBackend,
  sqlDatabases,
  devopsCloud,
  python,
  dataAnalysis,
  machineLearning,
  dsaInterview,
  uiuxDesign,
  startupFounder,
];

/** Validates every curated track once at load: a broken data file stops start-up with a clear message. */
function load(all: readonly TrackInput[]): Track[] {
  return all.map((input) => {
    const result = track.safeParse(input);
    if (!result.success) {
      const problems = result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`Curriculum "${input.id}" is invalid:\n  ${problems.join('\n  ')}`);
    }
    return result.data;
  });
}

export const tracks: readonly Track[] = load(inputs);

const byId = new Map(tracks.map((entry) => [entry.id, entry]));

export function trackById(id: string): Track | undefined {
  return byId.get(id);
}
