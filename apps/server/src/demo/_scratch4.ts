import PDFDocument from 'pdfkit';
async function one(bold: boolean, compress: boolean) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
  if (bold) doc.font('Helvetica-Bold');
  doc.fontSize(18).text('Stadtwerke München');
  doc.font('Helvetica').fontSize(10);
  for (let i = 0; i < 12; i++) doc.text('Arbeitspreis: 0,3512 EUR/kWh line ' + i);
  doc.end();
  return done;
}
for (const [b, c] of [[true, true], [false, true], [false, false], [true, true]] as const) {
  const t = performance.now();
  let size = 0;
  for (let i = 0; i < 100; i++) size = (await one(b, c)).length;
  console.log({ b, c, ms: Math.round(performance.now() - t), size });
}
