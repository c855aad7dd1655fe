//! The hash algorithms behind hashlib objects: MD5, SHA-1 and SHA-2 from the RustCrypto
//! crates, SHA-3/SHAKE ([`super::sponge`]) and BLAKE2 ([`super::blake2`]). A [`Hasher`]
//! can be saved to bytes and restored, which is how a Python hash object keeps its state.

use sha2::digest::common::hazmat::{SerializableState, SerializedState};
use sha2::digest::{Digest, Update};

use super::blake2::Blake2;
use super::sponge::Sponge;

/// Algorithms by their hashlib name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Algo {
    Md5,
    Sha1,
    Sha224,
    Sha256,
    Sha384,
    Sha512,
    Sha3_224,
    Sha3_256,
    Sha3_384,
    Sha3_512,
    Shake128,
    Shake256,
    Blake2b,
    Blake2s,
}

pub const ALL: &[Algo] = &[
    Algo::Md5,
    Algo::Sha1,
    Algo::Sha224,
    Algo::Sha256,
    Algo::Sha384,
    Algo::Sha512,
    Algo::Sha3_224,
    Algo::Sha3_256,
    Algo::Sha3_384,
    Algo::Sha3_512,
    Algo::Shake128,
    Algo::Shake256,
    Algo::Blake2b,
    Algo::Blake2s,
];

impl Algo {
    pub fn name(self) -> &'static str {
        match self {
            Algo::Md5 => "md5",
            Algo::Sha1 => "sha1",
            Algo::Sha224 => "sha224",
            Algo::Sha256 => "sha256",
            Algo::Sha384 => "sha384",
            Algo::Sha512 => "sha512",
            Algo::Sha3_224 => "sha3_224",
            Algo::Sha3_256 => "sha3_256",
            Algo::Sha3_384 => "sha3_384",
            Algo::Sha3_512 => "sha3_512",
            Algo::Shake128 => "shake_128",
            Algo::Shake256 => "shake_256",
            Algo::Blake2b => "blake2b",
            Algo::Blake2s => "blake2s",
        }
    }

    /// `hashlib.new(name)`: the Python names exactly, else OpenSSL's names in any case.
    pub fn lookup(name: &str) -> Option<Algo> {
        if let Some(a) = ALL.iter().find(|a| a.name() == name) {
            return Some(*a);
        }
        Some(match name.to_ascii_lowercase().as_str() {
            "md5" => Algo::Md5,
            "sha1" | "sha-1" => Algo::Sha1,
            "sha224" | "sha-224" | "sha2-224" => Algo::Sha224,
            "sha256" | "sha-256" | "sha2-256" => Algo::Sha256,
            "sha384" | "sha-384" | "sha2-384" => Algo::Sha384,
            "sha512" | "sha-512" | "sha2-512" => Algo::Sha512,
            "sha3-224" => Algo::Sha3_224,
            "sha3-256" => Algo::Sha3_256,
            "sha3-384" => Algo::Sha3_384,
            "sha3-512" => Algo::Sha3_512,
            "shake128" => Algo::Shake128,
            "shake256" => Algo::Shake256,
            "blake2b512" => Algo::Blake2b,
            "blake2s256" => Algo::Blake2s,
            _ => return None,
        })
    }

    pub fn is_xof(self) -> bool {
        matches!(self, Algo::Shake128 | Algo::Shake256)
    }

    pub fn block_size(self) -> usize {
        match self {
            Algo::Md5 | Algo::Sha1 | Algo::Sha224 | Algo::Sha256 | Algo::Blake2s => 64,
            Algo::Sha384 | Algo::Sha512 | Algo::Blake2b => 128,
            Algo::Sha3_224 => 144,
            Algo::Sha3_256 => 136,
            Algo::Sha3_384 => 104,
            Algo::Sha3_512 => 72,
            Algo::Shake128 => 168,
            Algo::Shake256 => 136,
        }
    }

    /// Fixed digest size (0 for SHAKE; BLAKE2's default).
    pub fn digest_size(self) -> usize {
        match self {
            Algo::Md5 => 16,
            Algo::Sha1 => 20,
            Algo::Sha224 | Algo::Sha3_224 => 28,
            Algo::Sha256 | Algo::Sha3_256 | Algo::Blake2s => 32,
            Algo::Sha384 | Algo::Sha3_384 => 48,
            Algo::Sha512 | Algo::Sha3_512 | Algo::Blake2b => 64,
            Algo::Shake128 | Algo::Shake256 => 0,
        }
    }

    fn tag(self) -> u8 {
        ALL.iter().position(|a| *a == self).unwrap_or(0) as u8
    }
}

/// A running hash computation.
#[derive(Clone)]
pub enum Hasher {
    Md5(md5::Md5),
    Sha1(sha1::Sha1),
    Sha224(sha2::Sha224),
    Sha256(sha2::Sha256),
    Sha384(sha2::Sha384),
    Sha512(sha2::Sha512),
    Sponge(Algo, Sponge),
    Blake2(Algo, Blake2),
}

fn save<T: SerializableState>(h: &T) -> Vec<u8> {
    h.serialize().to_vec()
}

fn load<T: SerializableState>(b: &[u8]) -> Option<T> {
    let arr = SerializedState::<T>::try_from(b).ok()?;
    T::deserialize(&arr).ok()
}

impl Hasher {
    /// A fresh computation for every algorithm except BLAKE2 (built with its parameters).
    pub fn new(algo: Algo) -> Hasher {
        match algo {
            Algo::Md5 => Hasher::Md5(md5::Md5::new()),
            Algo::Sha1 => Hasher::Sha1(sha1::Sha1::new()),
            Algo::Sha224 => Hasher::Sha224(sha2::Sha224::new()),
            Algo::Sha256 => Hasher::Sha256(sha2::Sha256::new()),
            Algo::Sha384 => Hasher::Sha384(sha2::Sha384::new()),
            Algo::Sha512 => Hasher::Sha512(sha2::Sha512::new()),
            Algo::Sha3_224 | Algo::Sha3_256 | Algo::Sha3_384 | Algo::Sha3_512 => Hasher::Sponge(algo, Sponge::sha3(algo.digest_size())),
            Algo::Shake128 => Hasher::Sponge(algo, Sponge::shake(128)),
            Algo::Shake256 => Hasher::Sponge(algo, Sponge::shake(256)),
            Algo::Blake2b | Algo::Blake2s => {
                let variant = if algo == Algo::Blake2b { super::blake2::Variant::B } else { super::blake2::Variant::S };
                let params = super::blake2::Params {
                    digest_size: algo.digest_size(),
                    key: &[],
                    salt: &[],
                    person: &[],
                    fanout: 1,
                    depth: 1,
                    leaf_size: 0,
                    node_offset: 0,
                    node_depth: 0,
                    inner_size: 0,
                    last_node: false,
                };
                Hasher::Blake2(algo, Blake2::new(variant, &params))
            }
        }
    }

    pub fn algo(&self) -> Algo {
        match self {
            Hasher::Md5(_) => Algo::Md5,
            Hasher::Sha1(_) => Algo::Sha1,
            Hasher::Sha224(_) => Algo::Sha224,
            Hasher::Sha256(_) => Algo::Sha256,
            Hasher::Sha384(_) => Algo::Sha384,
            Hasher::Sha512(_) => Algo::Sha512,
            Hasher::Sponge(a, _) | Hasher::Blake2(a, _) => *a,
        }
    }

    pub fn digest_size(&self) -> usize {
        match self {
            Hasher::Blake2(_, b) => b.digest_size(),
            other => other.algo().digest_size(),
        }
    }

    pub fn update(&mut self, data: &[u8]) {
        match self {
            Hasher::Md5(h) => Update::update(h, data),
            Hasher::Sha1(h) => Update::update(h, data),
            Hasher::Sha224(h) => Update::update(h, data),
            Hasher::Sha256(h) => Update::update(h, data),
            Hasher::Sha384(h) => Update::update(h, data),
            Hasher::Sha512(h) => Update::update(h, data),
            Hasher::Sponge(_, s) => s.update(data),
            Hasher::Blake2(_, b) => b.update(data),
        }
    }

    /// The digest of everything so far (`len` bytes for SHAKE), leaving `self` usable.
    pub fn digest(&self, len: usize) -> Vec<u8> {
        match self {
            Hasher::Md5(h) => h.clone().finalize().to_vec(),
            Hasher::Sha1(h) => h.clone().finalize().to_vec(),
            Hasher::Sha224(h) => h.clone().finalize().to_vec(),
            Hasher::Sha256(h) => h.clone().finalize().to_vec(),
            Hasher::Sha384(h) => h.clone().finalize().to_vec(),
            Hasher::Sha512(h) => h.clone().finalize().to_vec(),
            Hasher::Sponge(a, s) => s.squeeze(if a.is_xof() { len } else { a.digest_size() }),
            Hasher::Blake2(_, b) => b.finalize(),
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = vec![self.algo().tag()];
        out.extend(match self {
            Hasher::Md5(h) => save(h),
            Hasher::Sha1(h) => save(h),
            Hasher::Sha224(h) => save(h),
            Hasher::Sha256(h) => save(h),
            Hasher::Sha384(h) => save(h),
            Hasher::Sha512(h) => save(h),
            Hasher::Sponge(_, s) => s.to_bytes(),
            Hasher::Blake2(_, b) => b.to_bytes(),
        });
        out
    }

    pub fn from_bytes(b: &[u8]) -> Option<Hasher> {
        let (&tag, rest) = b.split_first()?;
        let algo = *ALL.get(tag as usize)?;
        Some(match algo {
            Algo::Md5 => Hasher::Md5(load(rest)?),
            Algo::Sha1 => Hasher::Sha1(load(rest)?),
            Algo::Sha224 => Hasher::Sha224(load(rest)?),
            Algo::Sha256 => Hasher::Sha256(load(rest)?),
            Algo::Sha384 => Hasher::Sha384(load(rest)?),
            Algo::Sha512 => Hasher::Sha512(load(rest)?),
            Algo::Blake2b | Algo::Blake2s => Hasher::Blake2(algo, Blake2::from_bytes(rest)?),
            _ => Hasher::Sponge(algo, Sponge::from_bytes(rest)?),
        })
    }
}

/// One-shot SHA-512 (used by `random.seed` for str/bytes seeds).
pub fn sha512(data: &[u8]) -> Vec<u8> {
    sha2::Sha512::digest(data).to_vec()
}
