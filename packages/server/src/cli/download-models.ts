import { ConfigError, loadConfig } from '../config.js';
import {
  downloadModels,
  ModelDownloadError,
  NetworkUnavailableError,
  progressLine,
  RateMeter,
} from '../engines/translation/neural/download.js';

/** `npm run models:download`: fetches both OPUS-MT models into MODELS_DIR with a progress bar. */
async function main(): Promise<number> {
  const config = loadConfig();
  const modelIds = [config.neuralModels['sv-en'], config.neuralModels['en-sv']];
  const tty = process.stderr.isTTY === true;
  const meter = new RateMeter();
  let lastPrinted = -1;
  let lastDrawn = 0;
  console.error(`Downloading ${modelIds.join(' and ')} from ${config.hfEndpoint} into ${config.modelsDir}`);
  await downloadModels({
    modelsDir: config.modelsDir,
    modelIds,
    endpoint: config.hfEndpoint,
    onProgress: ({ receivedBytes, totalBytes }) => {
      const { bytesPerSecond } = meter.update(receivedBytes);
      const line = progressLine(receivedBytes, totalBytes, bytesPerSecond);
      if (tty) {
        const now = Date.now();
        if (now - lastDrawn < 100 && receivedBytes < totalBytes) return;
        lastDrawn = now;
        process.stderr.write(`\r${line}`);
      } else {
        // Logs: one line per 10 %.
        const tenth = totalBytes > 0 ? Math.floor((receivedBytes / totalBytes) * 10) : 10;
        if (tenth !== lastPrinted) {
          lastPrinted = tenth;
          process.stderr.write(`${line}\n`);
        }
      }
    },
  });
  if (tty) process.stderr.write('\n');
  console.error('Models ready. The server uses them at its next start (TRANSLATION_ENGINE=auto or neural).');
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (error instanceof NetworkUnavailableError || error instanceof ModelDownloadError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Model download failed:', error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
}
