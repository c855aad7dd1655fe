//! The SHA-3 family (FIPS 202): SHA3-224/256/384/512 and the SHAKE128/256 extendable
//! output functions, as a Keccak sponge over RustCrypto's `keccak` permutation. Kept here
//! (rather than the `sha3` crate) so the state can be saved as bytes and SHAKE is covered.

/// A sponge absorbing at `rate` bytes per permutation.
#[derive(Clone)]
pub struct Sponge {
    lanes: [u64; 25],
    rate: usize,
    pos: usize,
    /// Domain separation byte: 0x06 for SHA-3, 0x1f for SHAKE.
    pad: u8,
}

fn permute(lanes: &mut [u64; 25]) {
    keccak::Keccak::new().with_f1600(|f| f(lanes));
}

impl Sponge {
    /// SHA3 with an `out`-byte digest.
    pub fn sha3(out: usize) -> Sponge {
        Sponge { lanes: [0; 25], rate: 200 - 2 * out, pos: 0, pad: 0x06 }
    }

    /// SHAKE with `bits` security (128 or 256).
    pub fn shake(bits: usize) -> Sponge {
        Sponge { lanes: [0; 25], rate: 200 - bits / 4, pos: 0, pad: 0x1f }
    }

    fn xor_byte(&mut self, i: usize, b: u8) {
        self.lanes[i / 8] ^= (b as u64) << (8 * (i % 8));
    }

    pub fn update(&mut self, data: &[u8]) {
        for &b in data {
            self.xor_byte(self.pos, b);
            self.pos += 1;
            if self.pos == self.rate {
                permute(&mut self.lanes);
                self.pos = 0;
            }
        }
    }

    /// Pads a copy of the state and squeezes `n` bytes out of it.
    pub fn squeeze(&self, n: usize) -> Vec<u8> {
        let mut st = self.clone();
        st.xor_byte(st.pos, st.pad);
        st.xor_byte(st.rate - 1, 0x80);
        permute(&mut st.lanes);
        let mut out = Vec::with_capacity(n);
        let mut i = 0;
        while out.len() < n {
            if i == st.rate {
                permute(&mut st.lanes);
                i = 0;
            }
            out.push((st.lanes[i / 8] >> (8 * (i % 8))) as u8);
            i += 1;
        }
        out
    }

    /// Lanes, then rate, position and padding byte.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.lanes.iter().flat_map(|l| l.to_le_bytes()).collect();
        out.push(self.rate as u8);
        out.push(self.pos as u8);
        out.push(self.pad);
        out
    }

    pub fn from_bytes(b: &[u8]) -> Option<Sponge> {
        if b.len() != 203 {
            return None;
        }
        let mut lanes = [0u64; 25];
        for (i, l) in lanes.iter_mut().enumerate() {
            let mut a = [0u8; 8];
            a.copy_from_slice(&b[i * 8..i * 8 + 8]);
            *l = u64::from_le_bytes(a);
        }
        let (rate, pos, pad) = (b[200] as usize, b[201] as usize, b[202]);
        if rate == 0 || rate > 200 || pos >= rate {
            return None;
        }
        Some(Sponge { lanes, rate, pos, pad })
    }
}
