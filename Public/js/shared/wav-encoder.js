// Turns a recording into 16-bit PCM WAV in the browser, for servers that accept only widely
// decodable containers (Memory Recap takes m4a/AAC/WAV; Chromium and Firefox record WebM/Opus).
// Mono at 16 kHz is what speech-to-text reads anyway: a 60 s note is about 1.9 MB.
//
//   const wav = await toWav(blob);            // a Blob of type audio/wav
//   const same = await ensureWav(blob);       // WAV and AAC recordings are passed through untouched
//
// Chromium may record "audio/mp4;codecs=opus": an MP4 is passed through only when it names AAC.

const PASSED_THROUGH = /^audio\/(wav|x-wav|aac)|mp4a/;

/** The recording itself when its container is already accepted, else a WAV copy. */
export function ensureWav(blob, options) {
  return PASSED_THROUGH.test(blob.type) ? Promise.resolve(blob) : toWav(blob, options);
}

/** Decodes any recording the browser can play and writes it as mono PCM WAV. */
export async function toWav(blob, { sampleRate = 16000 } = {}) {
  const context = new OfflineAudioContext(1, 1, sampleRate);
  const decoded = await context.decodeAudioData(await blob.arrayBuffer());
  // Resample and mix down to one channel through an offline render.
  const frames = Math.max(1, Math.ceil(decoded.duration * sampleRate));
  const render = new OfflineAudioContext(1, frames, sampleRate);
  const source = render.createBufferSource();
  source.buffer = decoded;
  source.connect(render.destination);
  source.start();
  const samples = (await render.startRendering()).getChannelData(0);
  return new Blob([wavHeader(samples.length, sampleRate), pcm16(samples)], { type: "audio/wav" });
}

function pcm16(samples) {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.max(-1, Math.min(1, samples[i]));
    out[i] = value < 0 ? value * 0x8000 : value * 0x7fff;
  }
  return out;
}

function wavHeader(frameCount, sampleRate) {
  const header = new DataView(new ArrayBuffer(44));
  const text = (offset, value) => [...value].forEach((char, i) => header.setUint8(offset + i, char.charCodeAt(0)));
  const dataBytes = frameCount * 2;
  text(0, "RIFF");
  header.setUint32(4, 36 + dataBytes, true);
  text(8, "WAVE");
  text(12, "fmt ");
  header.setUint32(16, 16, true);            // fmt chunk size
  header.setUint16(20, 1, true);             // PCM
  header.setUint16(22, 1, true);             // mono
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * 2, true); // bytes per second
  header.setUint16(32, 2, true);             // block align
  header.setUint16(34, 16, true);            // bits per sample
  text(36, "data");
  header.setUint32(40, dataBytes, true);
  return header.buffer;
}
