/** A small, strict multipart/form-data parser for the upload endpoint (whole body in memory). */
export interface MultipartFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface Multipart {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

const MAX_PARTS = 32;

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

function param(header: string, name: string): string | undefined {
  const re = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i');
  const m = re.exec(header);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2];
}

/** Returns null when the body is not well-formed multipart with the given boundary. */
export function parseMultipart(buf: Buffer, boundary: string): Multipart | null {
  const delim = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  const out: Multipart = { fields: Object.create(null), files: Object.create(null) };
  let pos = buf.indexOf(delim);
  if (pos !== 0 && pos !== -1) {
    // a preamble is allowed only if it ends with CRLF before the delimiter
    if (buf.indexOf(next) !== pos - 2) return null;
  }
  if (pos === -1) return null;
  for (let parts = 0; ; parts++) {
    pos += delim.length;
    if (buf[pos] === 45 && buf[pos + 1] === 45) return out; // closing "--"
    if (parts >= MAX_PARTS) return null;
    if (buf[pos] !== 13 || buf[pos + 1] !== 10) return null;
    pos += 2;
    const headerEnd = buf.indexOf('\r\n\r\n', pos);
    if (headerEnd === -1 || headerEnd - pos > 4096) return null;
    const headers: Record<string, string> = {};
    for (const line of buf.subarray(pos, headerEnd).toString('utf8').split('\r\n')) {
      const i = line.indexOf(':');
      if (i <= 0) return null;
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const end = buf.indexOf(next, headerEnd + 4);
    if (end === -1) return null;
    const data = buf.subarray(headerEnd + 4, end);
    const disp = headers['content-disposition'] ?? '';
    if (!/^form-data\s*;/i.test(disp)) return null;
    const name = param(disp, 'name');
    if (!name || name.length > 200) return null;
    const filename = param(disp, 'filename');
    if (filename !== undefined) {
      out.files[name] = { filename, contentType: headers['content-type'] || 'application/octet-stream', data: Buffer.from(data) };
    } else {
      out.fields[name] = data.toString('utf8');
    }
    pos = end + 2;
  }
}
