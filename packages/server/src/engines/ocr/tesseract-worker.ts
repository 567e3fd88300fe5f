import type { Worker as Thread } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OcrLanguages, OcrPage } from './types.js';
import type { OcrWorkerFactory, OcrWorkerHandle } from './worker-pool.js';

/**
 * "Single column of text of variable sizes": measured on the generated test images (docs/performance.md) it keeps
 * every paragraph apart (the post-processor splits at blank space), while fully automatic segmentation (PSM 3)
 * cuts first lines off into blocks of their own and "one uniform block" (PSM 6) is no more accurate.
 */
const PAGE_SEGMENTATION = PSM.SINGLE_COLUMN;

const PARAMETERS = {
  tessedit_pageseg_mode: PAGE_SEGMENTATION,
  preserve_interword_spaces: '0',
  // The preprocessed PNG carries no resolution; without this tesseract warns on stderr for every image.
  user_defined_dpi: '300',
};

/** tesseract.js workers reading traineddata from `langPath` only: no network, no cache files written. */
export function tesseractWorkerFactory(langPath: string): OcrWorkerFactory {
  return async (languages) => {
    let failure: ((error: Error) => void) | undefined;
    const worker = await createWorker([...languages], OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws inside its message listener, which would take the server down.
      errorHandler: () => {},
    });
    await worker.setParameters(PARAMETERS);
    const thread = (worker as unknown as { worker: Thread | null }).worker;
    thread?.on('error', (error) => failure?.(error));
    thread?.on('exit', (code) => failure?.(new Error(`thread exited with code ${code}`)));
    return createHandle(worker, thread, languages, (listener) => {
      failure = (error) => {
        failure = undefined;
        listener(error);
      };
    });
  };
}

function createHandle(
  worker: Worker,
  thread: Thread | null,
  initial: OcrLanguages,
  onExit: OcrWorkerHandle['onExit'],
): OcrWorkerHandle {
  let current = initial.join('+');
  let terminated = false;
  return {
    async setLanguages(languages) {
      const wanted = languages.join('+');
      if (wanted === current) return;
      await worker.reinitialize(wanted, OEM.LSTM_ONLY);
      await worker.setParameters(PARAMETERS);
      current = wanted;
    },
    async recognize(image) {
      const { data } = await worker.recognize(image, {}, { text: false, blocks: true });
      return toPage(data.blocks ?? []);
    },
    onExit(listener) {
      onExit((error) => {
        if (!terminated) listener(error);
      });
    },
    async terminate() {
      terminated = true;
      await worker.terminate();
    },
    kill() {
      void thread?.terminate();
    },
  };
}

type Blocks = NonNullable<Awaited<ReturnType<Worker['recognize']>>['data']['blocks']>;

function toPage(blocks: Blocks): OcrPage {
  return {
    blocks: blocks.map((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map((line) => ({
          text: line.text,
          confidence: line.confidence,
          top: line.bbox.y0,
          bottom: line.bbox.y1,
          left: line.bbox.x0,
          right: line.bbox.x1,
          words: line.words.map((word) => ({ text: word.text, left: word.bbox.x0, right: word.bbox.x1 })),
        })),
      ),
    ),
  };
}
