//! BLAKE2b and BLAKE2s (RFC 7693) with the full parameter block (digest size, key, salt,
//! personalization and the tree-hashing fields), written here because hash objects must be
//! able to save and restore their running state as bytes ([`Blake2::to_bytes`]).

/// Message word permutations, one row per round (rows repeat after ten).
const SIGMA: [[usize; 16]; 10] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
    [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
    [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
    [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
    [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
    [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
    [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
    [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
    [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
];

const IV_B: [u64; 8] = [
    0x6a09e667f3bcc908,
    0xbb67ae8584caa73b,
    0x3c6ef372fe94f82b,
    0xa54ff53a5f1d36f1,
    0x510e527fade682d1,
    0x9b05688c2b3e6c1f,
    0x1f83d9abfb41bd6b,
    0x5be0cd19137e2179,
];

const IV_S: [u32; 8] = [0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A, 0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19];

/// The two variants: word size, rounds and rotation constants differ.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Variant {
    B,
    S,
}

impl Variant {
    pub fn block_size(self) -> usize {
        match self {
            Variant::B => 128,
            Variant::S => 64,
        }
    }
    pub fn max_digest(self) -> usize {
        self.block_size() / 2
    }
    pub fn salt_size(self) -> usize {
        self.block_size() / 8
    }
    fn word_bytes(self) -> usize {
        self.block_size() / 16
    }
}

/// Tree-hashing and customization parameters (validated by the caller).
pub struct Params<'a> {
    pub digest_size: usize,
    pub key: &'a [u8],
    pub salt: &'a [u8],
    pub person: &'a [u8],
    pub fanout: u8,
    pub depth: u8,
    pub leaf_size: u32,
    pub node_offset: u64,
    pub node_depth: u8,
    pub inner_size: u8,
    pub last_node: bool,
}

/// A running BLAKE2 computation. Words are kept as u64 for both variants.
#[derive(Clone)]
pub struct Blake2 {
    variant: Variant,
    h: [u64; 8],
    counter: u128,
    buf: Vec<u8>,
    digest_size: usize,
    last_node: bool,
}

impl Blake2 {
    pub fn new(variant: Variant, p: &Params) -> Blake2 {
        let bs = variant.block_size();
        let mut block = vec![0u8; bs / 2];
        block[0] = p.digest_size as u8;
        block[1] = p.key.len() as u8;
        block[2] = p.fanout;
        block[3] = p.depth;
        block[4..8].copy_from_slice(&p.leaf_size.to_le_bytes());
        let salt_at = match variant {
            Variant::B => {
                block[8..16].copy_from_slice(&p.node_offset.to_le_bytes());
                block[16] = p.node_depth;
                block[17] = p.inner_size;
                32
            }
            Variant::S => {
                block[8..14].copy_from_slice(&p.node_offset.to_le_bytes()[..6]);
                block[14] = p.node_depth;
                block[15] = p.inner_size;
                16
            }
        };
        let ss = variant.salt_size();
        block[salt_at..salt_at + p.salt.len()].copy_from_slice(p.salt);
        block[salt_at + ss..salt_at + ss + p.person.len()].copy_from_slice(p.person);
        let mut h = [0u64; 8];
        let wb = variant.word_bytes();
        for (i, word) in h.iter_mut().enumerate() {
            let chunk = &block[i * wb..(i + 1) * wb];
            let v = chunk.iter().rev().fold(0u64, |acc, &b| acc << 8 | b as u64);
            *word = v ^ match variant {
                Variant::B => IV_B[i],
                Variant::S => IV_S[i] as u64,
            };
        }
        let mut state = Blake2 { variant, h, counter: 0, buf: Vec::with_capacity(bs), digest_size: p.digest_size, last_node: p.last_node };
        if !p.key.is_empty() {
            let mut first = p.key.to_vec();
            first.resize(bs, 0);
            state.update(&first);
        }
        state
    }

    pub fn digest_size(&self) -> usize {
        self.digest_size
    }

    pub fn update(&mut self, mut data: &[u8]) {
        let bs = self.variant.block_size();
        while !data.is_empty() {
            if self.buf.len() == bs {
                self.counter = self.counter.wrapping_add(bs as u128);
                let block = std::mem::take(&mut self.buf);
                self.compress(&block, false);
                self.buf = block;
                self.buf.clear();
            }
            let take = (bs - self.buf.len()).min(data.len());
            self.buf.extend_from_slice(&data[..take]);
            data = &data[take..];
        }
    }

    pub fn finalize(&self) -> Vec<u8> {
        let mut st = self.clone();
        st.counter = st.counter.wrapping_add(st.buf.len() as u128);
        let mut block = std::mem::take(&mut st.buf);
        block.resize(self.variant.block_size(), 0);
        st.compress(&block, true);
        let wb = self.variant.word_bytes();
        let mut out: Vec<u8> = st.h.iter().flat_map(|w| w.to_le_bytes()[..wb].to_vec()).collect();
        out.truncate(self.digest_size);
        out
    }

    fn compress(&mut self, block: &[u8], last: bool) {
        match self.variant {
            Variant::B => {
                let mut m = [0u64; 16];
                for (i, w) in m.iter_mut().enumerate() {
                    let mut b = [0u8; 8];
                    b.copy_from_slice(&block[i * 8..i * 8 + 8]);
                    *w = u64::from_le_bytes(b);
                }
                let mut v = [0u64; 16];
                v[..8].copy_from_slice(&self.h);
                v[8..].copy_from_slice(&IV_B);
                v[12] ^= self.counter as u64;
                v[13] ^= (self.counter >> 64) as u64;
                if last {
                    v[14] = !v[14];
                    if self.last_node {
                        v[15] = !v[15];
                    }
                }
                for r in 0..12 {
                    let s = &SIGMA[r % 10];
                    let mut g = |a: usize, b: usize, c: usize, d: usize, x: u64, y: u64| {
                        v[a] = v[a].wrapping_add(v[b]).wrapping_add(x);
                        v[d] = (v[d] ^ v[a]).rotate_right(32);
                        v[c] = v[c].wrapping_add(v[d]);
                        v[b] = (v[b] ^ v[c]).rotate_right(24);
                        v[a] = v[a].wrapping_add(v[b]).wrapping_add(y);
                        v[d] = (v[d] ^ v[a]).rotate_right(16);
                        v[c] = v[c].wrapping_add(v[d]);
                        v[b] = (v[b] ^ v[c]).rotate_right(63);
                    };
                    round(&mut g, s, &m);
                }
                for i in 0..8 {
                    self.h[i] ^= v[i] ^ v[i + 8];
                }
            }
            Variant::S => {
                let mut m = [0u32; 16];
                for (i, w) in m.iter_mut().enumerate() {
                    let mut b = [0u8; 4];
                    b.copy_from_slice(&block[i * 4..i * 4 + 4]);
                    *w = u32::from_le_bytes(b);
                }
                let mut v = [0u32; 16];
                for (slot, h) in v.iter_mut().zip(&self.h) {
                    *slot = *h as u32;
                }
                v[8..].copy_from_slice(&IV_S);
                v[12] ^= self.counter as u32;
                v[13] ^= (self.counter >> 32) as u32;
                if last {
                    v[14] = !v[14];
                    if self.last_node {
                        v[15] = !v[15];
                    }
                }
                for s in &SIGMA {
                    let mut g = |a: usize, b: usize, c: usize, d: usize, x: u32, y: u32| {
                        v[a] = v[a].wrapping_add(v[b]).wrapping_add(x);
                        v[d] = (v[d] ^ v[a]).rotate_right(16);
                        v[c] = v[c].wrapping_add(v[d]);
                        v[b] = (v[b] ^ v[c]).rotate_right(12);
                        v[a] = v[a].wrapping_add(v[b]).wrapping_add(y);
                        v[d] = (v[d] ^ v[a]).rotate_right(8);
                        v[c] = v[c].wrapping_add(v[d]);
                        v[b] = (v[b] ^ v[c]).rotate_right(7);
                    };
                    round(&mut g, s, &m);
                }
                for i in 0..8 {
                    self.h[i] = (self.h[i] as u32 ^ v[i] ^ v[i + 8]) as u64;
                }
            }
        }
    }

    /// The state as bytes: variant, digest size, last-node flag, h, counter, buffer.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(8 * 8 + 16 + 3 + self.buf.len());
        out.push(match self.variant {
            Variant::B => b'b',
            Variant::S => b's',
        });
        out.push(self.digest_size as u8);
        out.push(self.last_node as u8);
        for w in &self.h {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.counter.to_le_bytes());
        out.extend_from_slice(&self.buf);
        out
    }

    pub fn from_bytes(b: &[u8]) -> Option<Blake2> {
        let variant = match b.first()? {
            b'b' => Variant::B,
            b's' => Variant::S,
            _ => return None,
        };
        let digest_size = *b.get(1)? as usize;
        let last_node = *b.get(2)? != 0;
        let mut h = [0u64; 8];
        for (i, w) in h.iter_mut().enumerate() {
            let mut a = [0u8; 8];
            a.copy_from_slice(b.get(3 + i * 8..11 + i * 8)?);
            *w = u64::from_le_bytes(a);
        }
        let mut c = [0u8; 16];
        c.copy_from_slice(b.get(67..83)?);
        let buf = b.get(83..)?.to_vec();
        if buf.len() > variant.block_size() || digest_size == 0 || digest_size > variant.max_digest() {
            return None;
        }
        Some(Blake2 { variant, h, counter: u128::from_le_bytes(c), buf, digest_size, last_node })
    }
}

/// One round: four column mixes, then four diagonal mixes.
fn round<W: Copy>(g: &mut impl FnMut(usize, usize, usize, usize, W, W), s: &[usize; 16], m: &[W; 16]) {
    g(0, 4, 8, 12, m[s[0]], m[s[1]]);
    g(1, 5, 9, 13, m[s[2]], m[s[3]]);
    g(2, 6, 10, 14, m[s[4]], m[s[5]]);
    g(3, 7, 11, 15, m[s[6]], m[s[7]]);
    g(0, 5, 10, 15, m[s[8]], m[s[9]]);
    g(1, 6, 11, 12, m[s[10]], m[s[11]]);
    g(2, 7, 8, 13, m[s[12]], m[s[13]]);
    g(3, 4, 9, 14, m[s[14]], m[s[15]]);
}
