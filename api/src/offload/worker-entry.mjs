// A worker thread loads plain JavaScript: this entry compiles the TypeScript tasks with tsx (as
// `npm start` runs the api), whether or not the parent process itself runs under tsx.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./tasks.ts', import.meta.url);
export const { quote, proposal, agreement, bulkEnrich, drawnSignature } = tasks;
