import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../paths.ts';

/** The schemas kept in the repository (lib/xml/schemas, with their source and version). */
export const XML_SCHEMAS = {
  pain001: 'pain.001.001.09.xsd',
} as const;
export type XmlSchemaName = keyof typeof XML_SCHEMAS;

const SCHEMA_DIR = path.join(SERVER_DIR, 'src/lib/xml/schemas');

type Libxml = typeof import('libxml2-wasm');
type Validator = InstanceType<Libxml['XsdValidator']>;

// libxml2 (WebAssembly) loads on first use, not at start; each schema is compiled once per process.
let libxml: Promise<Libxml> | undefined;
const validators = new Map<XmlSchemaName, Promise<Validator>>();

function validatorFor(name: XmlSchemaName): Promise<Validator> {
  let validator = validators.get(name);
  if (!validator) {
    validator = (async () => {
      libxml ??= import('libxml2-wasm');
      const { XmlDocument, XsdValidator } = await libxml;
      const schema = XmlDocument.fromString(readFileSync(path.join(SCHEMA_DIR, XML_SCHEMAS[name]), 'utf8'));
      // The validator keeps what it needs of the parsed schema document.
      return XsdValidator.fromDoc(schema);
    })();
    validators.set(name, validator);
  }
  return validator;
}

/**
 * Validates an XML document against one of our schemas, in process. Answers libxml2's complaints
 * (line and message, as xmllint prints them), none when the document is valid.
 */
export async function xsdErrors(xml: string, name: XmlSchemaName): Promise<string[]> {
  const validator = await validatorFor(name);
  const { XmlDocument, XmlLibError } = await libxml!;
  let doc: InstanceType<Libxml['XmlDocument']> | undefined;
  try {
    doc = XmlDocument.fromString(xml);
    validator.validate(doc);
    return [];
  } catch (error) {
    if (error instanceof XmlLibError) return error.details.map((d) => `${d.line}: ${d.message.trim()}`);
    throw error;
  } finally {
    doc?.dispose();
  }
}
