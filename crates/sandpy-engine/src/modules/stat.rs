//! `stat`: constants and helpers for interpreting `st_mode` and other `os.stat()` fields,
//! as CPython 3.11 defines them on Linux (file type and permission bits, `ST_*` tuple
//! indexes, BSD `UF_*`/`SF_*` flags, Windows `FILE_ATTRIBUTE_*` values), plus the
//! `S_IS*` tests, `S_IMODE`, `S_IFMT` and `filemode`.

use std::rc::Rc;

use num_traits::{Signed, ToPrimitive};

use super::{native_module, set_attr};
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const S_IFMT_MASK: u32 = 0o170000;
const S_IFSOCK: u32 = 0o140000;
const S_IFLNK: u32 = 0o120000;
const S_IFREG: u32 = 0o100000;
const S_IFBLK: u32 = 0o060000;
const S_IFDIR: u32 = 0o040000;
const S_IFCHR: u32 = 0o020000;
const S_IFIFO: u32 = 0o010000;

const S_ISUID: u32 = 0o4000;
const S_ISGID: u32 = 0o2000;
const S_ISVTX: u32 = 0o1000;

/// Integer constants of the module.
const CONSTANTS: &[(&str, i64)] = &[
    // Indexes into the tuple form of a stat result.
    ("ST_MODE", 0),
    ("ST_INO", 1),
    ("ST_DEV", 2),
    ("ST_NLINK", 3),
    ("ST_UID", 4),
    ("ST_GID", 5),
    ("ST_SIZE", 6),
    ("ST_ATIME", 7),
    ("ST_MTIME", 8),
    ("ST_CTIME", 9),
    // File types; Solaris doors, event ports and BSD whiteouts do not exist on Linux.
    ("S_IFDIR", S_IFDIR as i64),
    ("S_IFCHR", S_IFCHR as i64),
    ("S_IFBLK", S_IFBLK as i64),
    ("S_IFREG", S_IFREG as i64),
    ("S_IFIFO", S_IFIFO as i64),
    ("S_IFLNK", S_IFLNK as i64),
    ("S_IFSOCK", S_IFSOCK as i64),
    ("S_IFDOOR", 0),
    ("S_IFPORT", 0),
    ("S_IFWHT", 0),
    // Permission bits.
    ("S_ISUID", S_ISUID as i64),
    ("S_ISGID", S_ISGID as i64),
    ("S_ENFMT", S_ISGID as i64),
    ("S_ISVTX", S_ISVTX as i64),
    ("S_IREAD", 0o400),
    ("S_IWRITE", 0o200),
    ("S_IEXEC", 0o100),
    ("S_IRWXU", 0o700),
    ("S_IRUSR", 0o400),
    ("S_IWUSR", 0o200),
    ("S_IXUSR", 0o100),
    ("S_IRWXG", 0o070),
    ("S_IRGRP", 0o040),
    ("S_IWGRP", 0o020),
    ("S_IXGRP", 0o010),
    ("S_IRWXO", 0o007),
    ("S_IROTH", 0o004),
    ("S_IWOTH", 0o002),
    ("S_IXOTH", 0o001),
    // BSD file flags (st_flags).
    ("UF_NODUMP", 0x0000_0001),
    ("UF_IMMUTABLE", 0x0000_0002),
    ("UF_APPEND", 0x0000_0004),
    ("UF_OPAQUE", 0x0000_0008),
    ("UF_NOUNLINK", 0x0000_0010),
    ("UF_COMPRESSED", 0x0000_0020),
    ("UF_HIDDEN", 0x0000_8000),
    ("SF_ARCHIVED", 0x0001_0000),
    ("SF_IMMUTABLE", 0x0002_0000),
    ("SF_APPEND", 0x0004_0000),
    ("SF_NOUNLINK", 0x0010_0000),
    ("SF_SNAPSHOT", 0x0020_0000),
    // Windows file attributes (st_file_attributes).
    ("FILE_ATTRIBUTE_ARCHIVE", 32),
    ("FILE_ATTRIBUTE_COMPRESSED", 2048),
    ("FILE_ATTRIBUTE_DEVICE", 64),
    ("FILE_ATTRIBUTE_DIRECTORY", 16),
    ("FILE_ATTRIBUTE_ENCRYPTED", 16384),
    ("FILE_ATTRIBUTE_HIDDEN", 2),
    ("FILE_ATTRIBUTE_INTEGRITY_STREAM", 32768),
    ("FILE_ATTRIBUTE_NORMAL", 128),
    ("FILE_ATTRIBUTE_NOT_CONTENT_INDEXED", 8192),
    ("FILE_ATTRIBUTE_NO_SCRUB_DATA", 131072),
    ("FILE_ATTRIBUTE_OFFLINE", 4096),
    ("FILE_ATTRIBUTE_READONLY", 1),
    ("FILE_ATTRIBUTE_REPARSE_POINT", 1024),
    ("FILE_ATTRIBUTE_SPARSE_FILE", 512),
    ("FILE_ATTRIBUTE_SYSTEM", 4),
    ("FILE_ATTRIBUTE_TEMPORARY", 256),
    ("FILE_ATTRIBUTE_VIRTUAL", 65536),
];

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("S_IFMT", s_ifmt),
    ("S_IMODE", s_imode),
    ("S_ISBLK", s_isblk),
    ("S_ISCHR", s_ischr),
    ("S_ISDIR", s_isdir),
    ("S_ISDOOR", s_isdoor),
    ("S_ISFIFO", s_isfifo),
    ("S_ISLNK", s_islnk),
    ("S_ISPORT", s_isport),
    ("S_ISREG", s_isreg),
    ("S_ISSOCK", s_issock),
    ("S_ISWHT", s_iswht),
    ("filemode", filemode),
];

/// `filemode`'s characters: for each of the ten positions, the bit patterns to test in
/// order (all bits of the mask must be set) and the character shown for the first match.
/// The same data stat.py exposes as `_filemode_table`.
const FILEMODE_TABLE: &[&[(u32, char)]] = &[
    &[(S_IFLNK, 'l'), (S_IFSOCK, 's'), (S_IFREG, '-'), (S_IFBLK, 'b'), (S_IFDIR, 'd'), (S_IFCHR, 'c'), (S_IFIFO, 'p')],
    &[(0o400, 'r')],
    &[(0o200, 'w')],
    &[(0o100 | S_ISUID, 's'), (S_ISUID, 'S'), (0o100, 'x')],
    &[(0o040, 'r')],
    &[(0o020, 'w')],
    &[(0o010 | S_ISGID, 's'), (S_ISGID, 'S'), (0o010, 'x')],
    &[(0o004, 'r')],
    &[(0o002, 'w')],
    &[(0o001 | S_ISVTX, 't'), (S_ISVTX, 'T'), (0o001, 'x')],
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "stat", FUNCTIONS);
    for (name, value) in CONSTANTS {
        set_attr(&ns, name, Value::Int(*value));
    }
    let table = FILEMODE_TABLE
        .iter()
        .map(|row| {
            let pairs = row.iter().map(|&(bits, c)| Value::tuple(vec![Value::Int(i64::from(bits)), Value::string(c.to_string())]));
            Value::tuple(pairs.collect())
        })
        .collect();
    set_attr(&ns, "_filemode_table", Value::tuple(table));
    Ok(ns)
}

/// The single `mode` argument, converted as CPython's `_stat` does: ints only (no
/// `__index__`), non-negative and within a C `mode_t`.
fn mode_arg(fname: &str, args: &[Value], kw: &KwArgs) -> PyResult<u32> {
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("_stat.{}() takes no keyword arguments", fname)));
    }
    let [v] = args else {
        return Err(PyErr::type_error(format!("_stat.{}() takes exactly one argument ({} given)", fname, args.len())));
    };
    let base;
    let v = match v {
        Value::Instance(inst) => {
            base = inst.base_value.borrow().clone();
            &base
        }
        other => other,
    };
    let negative = || PyErr::overflow("can't convert negative value to unsigned int");
    let wide: u64 = match v {
        Value::Bool(b) => u64::from(*b),
        Value::Int(i) => u64::try_from(*i).map_err(|_| negative())?,
        Value::BigInt(b) if b.is_negative() => return Err(negative()),
        Value::BigInt(b) => b.to_u64().ok_or_else(|| PyErr::overflow("Python int too large to convert to C unsigned long"))?,
        _ => return Err(PyErr::type_error("an integer is required")),
    };
    u32::try_from(wide).map_err(|_| PyErr::overflow("mode out of range"))
}

fn file_type_is(fname: &str, kind: u32, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let mode = mode_arg(fname, args, kw)?;
    Ok(Value::Bool(kind != 0 && mode & S_IFMT_MASK == kind))
}

fn s_isdir(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISDIR", S_IFDIR, args, kw)
}

fn s_ischr(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISCHR", S_IFCHR, args, kw)
}

fn s_isblk(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISBLK", S_IFBLK, args, kw)
}

fn s_isreg(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISREG", S_IFREG, args, kw)
}

fn s_isfifo(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISFIFO", S_IFIFO, args, kw)
}

fn s_islnk(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISLNK", S_IFLNK, args, kw)
}

fn s_issock(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISSOCK", S_IFSOCK, args, kw)
}

/// Doors, event ports and whiteouts never occur on Linux: always False.
fn s_isdoor(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISDOOR", 0, args, kw)
}

fn s_isport(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISPORT", 0, args, kw)
}

fn s_iswht(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    file_type_is("S_ISWHT", 0, args, kw)
}

fn s_imode(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(i64::from(mode_arg("S_IMODE", args, kw)? & 0o7777)))
}

fn s_ifmt(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(i64::from(mode_arg("S_IFMT", args, kw)? & S_IFMT_MASK)))
}

/// `ls -l` style text of a mode, e.g. `-rw-r--r--`.
fn filemode(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let mode = mode_arg("filemode", args, kw)?;
    let mut out = String::with_capacity(10);
    for (i, row) in FILEMODE_TABLE.iter().enumerate() {
        // The file type must match exactly; the other positions need all their bits.
        let hit = row.iter().find(|&&(bits, _)| if i == 0 { mode & S_IFMT_MASK == bits } else { mode & bits == bits });
        out.push(hit.map_or(if i == 0 { '?' } else { '-' }, |&(_, c)| c));
    }
    Ok(Value::string(out))
}
