/** The script files of `chunks`, sorted: what a browser downloads to run them. */
const chunkScripts = (chunks) =>
  [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort();

module.exports = { chunkScripts };
