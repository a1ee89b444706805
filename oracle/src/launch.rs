//! A launch: which kernel, the grid and block dimensions, and the arguments.
//!
//! The text form, used by `seam run --launch` and by filetests (`; launch: ...`):
//!
//! ```text
//! @kernel grid=X[,Y[,Z]] block=X[,Y[,Z]] [shared=BYTES] (ARG, ARG, ...)
//!
//! ARG     := [NAME=] SCALAR | [NAME=] BUFFER | null
//! SCALAR  := iN INTEGER | float NUMBER | double NUMBER      (NUMBER: decimal or 0x bits)
//! BUFFER  := ELEM[N] INIT                                   a global-memory buffer of N elements
//! ELEM    := i8 | i16 | i32 | i64 | f32 | f64
//! INIT    := zero | iota | fill VALUE | random SEED | { VALUE, VALUE, ... }   (exactly N values)
//! ```
//!
//! `random SEED` fills the buffer from [`random_bytes`]: a SplitMix64 stream started at SEED,
//! one draw per element (integers take the draw's low bytes; floats the integer
//! `(draw >> 40) - 2^23` converted exactly), so any implementation can reproduce it.
//!
//! `grid` and `block` default to 1. A buffer argument is passed as a pointer to a fresh global
//! allocation; its final contents are observed under NAME (else the parameter's name, else
//! `argN`). For a `byval` kernel parameter, a buffer gives the bytes of the copy.

use std::fmt;

use crate::outcome::Elem;

/// One kernel argument.
#[derive(Clone, PartialEq, Debug)]
pub enum ArgValue {
    /// An integer of `bits` bits (the parameter's width), its value masked to that width.
    Int {
        /// The width, 1 to 64.
        bits: u32,
        /// The value, zero-extended.
        value: u64,
    },
    /// A `float` or `double`.
    Float {
        /// `double` (else `float`).
        double: bool,
        /// The value.
        value: FloatArg,
    },
    /// A buffer in global memory, passed by pointer.
    Buffer {
        /// Observation name.
        name: Option<String>,
        /// Element type (for display and comparison).
        elem: Elem,
        /// Initial contents, little-endian.
        bytes: Vec<u8>,
    },
    /// The null pointer.
    Null,
}

/// A floating point argument.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum FloatArg {
    /// A value, rounded to the parameter's type.
    Value(f64),
    /// Exact bits (`0x...`), of the parameter's width.
    Bits(u64),
}

impl FloatArg {
    /// The bits a parameter of type `double` (else `float`) receives: a value is rounded to the
    /// type; exact bits are kept (their low 32 for a `float`).
    pub fn bits(self, double: bool) -> u64 {
        match (self, double) {
            (FloatArg::Value(v), false) => u64::from((v as f32).to_bits()),
            (FloatArg::Value(v), true) => v.to_bits(),
            (FloatArg::Bits(b), false) => b & 0xffff_ffff,
            (FloatArg::Bits(b), true) => b,
        }
    }
}

/// A launch of one kernel.
#[derive(Clone, PartialEq, Debug)]
pub struct Launch {
    /// The kernel's name, without `@`.
    pub kernel: String,
    /// Grid dimensions (blocks).
    pub grid: [u32; 3],
    /// Block dimensions (threads).
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory (`shared=N`): the size of every `extern __shared__`
    /// array (an external `addrspace(3)` declaration; `.extern .shared` in PTX).
    pub shared: u32,
    /// Arguments, one per parameter.
    pub args: Vec<ArgValue>,
}

impl Launch {
    /// A launch of `kernel` with one block of one thread and no arguments.
    pub fn new(kernel: &str) -> Launch {
        Launch {
            kernel: kernel.to_owned(),
            grid: [1, 1, 1],
            block: [1, 1, 1],
            shared: 0,
            args: Vec::new(),
        }
    }

    /// Number of threads per block.
    pub fn threads_per_block(&self) -> u64 {
        self.block.iter().map(|&d| u64::from(d)).product()
    }

    /// Number of blocks.
    pub fn blocks(&self) -> u64 {
        self.grid.iter().map(|&d| u64::from(d)).product()
    }
}

impl Launch {
    /// A launch of `kernel` of `m` with simple arguments: each pointer parameter a buffer of
    /// `buffer_elems` zeroed `i32`s named after the parameter (or `argN`), each `byval`
    /// parameter a zeroed copy of its size, each integer `int`, each float `1.0`. `None` when
    /// `kernel` is not a defined function or has a parameter of another type.
    pub fn with_default_args(
        m: &seam::ir::Module,
        kernel: &str,
        int: u64,
        buffer_elems: usize,
    ) -> Option<Launch> {
        use seam::ir::TypeData;
        let f = &m.functions[m.find_function(kernel)?];
        f.body.as_ref()?;
        let mut launch = Launch::new(kernel);
        for (i, &ty) in f.param_types(&m.types).iter().enumerate() {
            let byval = f.params.get(i).and_then(|p| m.attrs.byval(p.attrs));
            let arg = match (byval, m.types.get(ty)) {
                (Some(t), _) => {
                    let size = m.data_layout().alloc_size(&m.types, t);
                    if size > MAX_BUFFER_BYTES as u64 {
                        return None;
                    }
                    ArgValue::Buffer {
                        name: Some(format!("arg{i}")),
                        elem: Elem::I8,
                        bytes: vec![0; size as usize],
                    }
                }
                (None, TypeData::Ptr(_)) => ArgValue::Buffer {
                    name: Some(format!("arg{i}")),
                    elem: Elem::I32,
                    bytes: vec![0; buffer_elems * 4],
                },
                (None, TypeData::Int(b)) => ArgValue::Int {
                    bits: *b,
                    value: int & if *b >= 64 { u64::MAX } else { (1 << b) - 1 },
                },
                (None, TypeData::Float) => ArgValue::Float {
                    double: false,
                    value: FloatArg::Value(1.0),
                },
                (None, TypeData::Double) => ArgValue::Float {
                    double: true,
                    value: FloatArg::Value(1.0),
                },
                _ => return None,
            };
            launch.args.push(arg);
        }
        Some(launch)
    }
}

/// A launch description that could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("launch spec, column {col}: {msg}")]
pub struct LaunchSyntaxError {
    /// 1-based column in the spec.
    pub col: usize,
    /// What is wrong.
    pub msg: String,
}

struct Reader<'a> {
    s: &'a str,
    i: usize,
}

impl<'a> Reader<'a> {
    fn err<T>(&self, msg: impl Into<String>) -> Result<T, LaunchSyntaxError> {
        Err(LaunchSyntaxError {
            col: self.i + 1,
            msg: msg.into(),
        })
    }

    fn ws(&mut self) {
        while self.i < self.s.len() && self.s.as_bytes()[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(c) {
            self.i += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) -> Result<(), LaunchSyntaxError> {
        if self.eat(c) {
            Ok(())
        } else {
            self.err(format!("expected '{c}'"))
        }
    }

    /// A run of characters that are not separators.
    fn word(&mut self) -> &'a str {
        self.ws();
        let start = self.i;
        while self.i < self.s.len() {
            let c = self.s.as_bytes()[self.i];
            if c.is_ascii_whitespace()
                || matches!(c, b',' | b'(' | b')' | b'{' | b'}' | b'=' | b'[' | b']')
            {
                break;
            }
            self.i += 1;
        }
        &self.s[start..self.i]
    }

    fn dims(&mut self) -> Result<[u32; 3], LaunchSyntaxError> {
        let mut d = [1u32; 3];
        for (k, slot) in d.iter_mut().enumerate() {
            if k > 0 && !self.eat(',') {
                break;
            }
            let w = self.word();
            match w.parse::<u32>() {
                Ok(0) => return self.err("dimensions must be at least 1"),
                Ok(v) => *slot = v,
                Err(_) => return self.err(format!("expected a dimension, found '{w}'")),
            }
        }
        Ok(d)
    }
}

fn parse_int(w: &str, bits: u32) -> Option<u64> {
    if bits == 1 {
        match w {
            "true" => return Some(1),
            "false" => return Some(0),
            _ => {}
        }
    }
    let v: i128 = if let Some(h) = w.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()?
    } else {
        w.parse().ok()?
    };
    let min = -(1i128 << (bits - 1));
    let max = (1i128 << bits) - 1;
    if v < min || v > max {
        return None;
    }
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    Some((v as u64) & mask)
}

fn parse_float(w: &str) -> Option<FloatArg> {
    if let Some(h) = w.strip_prefix("0x") {
        return u64::from_str_radix(h, 16).ok().map(FloatArg::Bits);
    }
    match w {
        "inf" => Some(FloatArg::Value(f64::INFINITY)),
        "-inf" => Some(FloatArg::Value(f64::NEG_INFINITY)),
        _ => w.parse().ok().map(FloatArg::Value),
    }
}

/// The little-endian bytes of one element value.
fn elem_bytes(elem: Elem, w: &str) -> Option<Vec<u8>> {
    Some(match elem {
        Elem::I8 => (parse_int(w, 8)? as u8).to_le_bytes().to_vec(),
        Elem::I16 => (parse_int(w, 16)? as u16).to_le_bytes().to_vec(),
        Elem::I32 => (parse_int(w, 32)? as u32).to_le_bytes().to_vec(),
        Elem::I64 => parse_int(w, 64)?.to_le_bytes().to_vec(),
        Elem::F32 => match parse_float(w)? {
            FloatArg::Value(v) => (v as f32).to_bits().to_le_bytes().to_vec(),
            FloatArg::Bits(b) => u32::try_from(b).ok()?.to_le_bytes().to_vec(),
        },
        Elem::F64 => match parse_float(w)? {
            FloatArg::Value(v) => v.to_bits().to_le_bytes().to_vec(),
            FloatArg::Bits(b) => b.to_le_bytes().to_vec(),
        },
    })
}

/// The contents `random SEED` gives a buffer of `n` elements of type `elem`: one SplitMix64 draw
/// per element, starting from `seed`; an integer element takes the draw's low bytes, a float
/// element the integer `(draw >> 40) - 2^23`, which both float types represent exactly.
pub fn random_bytes(elem: Elem, n: usize, seed: u64) -> Vec<u8> {
    let mut state = seed;
    let mut out = Vec::with_capacity(n * elem.size());
    for _ in 0..n {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        let small = (z >> 40) as i64 - (1 << 23);
        match elem {
            Elem::F32 => out.extend((small as f32).to_bits().to_le_bytes()),
            Elem::F64 => out.extend((small as f64).to_bits().to_le_bytes()),
            Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64 => {
                out.extend(&z.to_le_bytes()[..elem.size()])
            }
        }
    }
    out
}

/// A `; launch: SPEC` comment line in a module's text.
#[derive(Clone, PartialEq, Debug)]
pub struct LaunchLine {
    /// 1-based line number.
    pub line: usize,
    /// The launch, or why it could not be read.
    pub launch: Result<Launch, LaunchSyntaxError>,
}

/// The launches written in a module's comments (`; launch: SPEC`), as filetests and
/// `seam run` read them.
pub fn launch_lines(text: &str) -> Vec<LaunchLine> {
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let spec = l
                .trim_start()
                .strip_prefix(";")?
                .trim_start()
                .strip_prefix("launch:")?;
            Some(LaunchLine {
                line: i + 1,
                launch: parse_launch(spec.trim()),
            })
        })
        .collect()
}

/// The limit on one buffer's size (bytes), so a typo cannot ask for terabytes.
pub const MAX_BUFFER_BYTES: usize = 1 << 28;

/// Reads a launch description.
pub fn parse_launch(spec: &str) -> Result<Launch, LaunchSyntaxError> {
    let mut r = Reader { s: spec, i: 0 };
    r.ws();
    if !r.eat('@') {
        return r.err("expected '@kernel'");
    }
    let name = r.word();
    if name.is_empty() {
        return r.err("expected a kernel name after '@'");
    }
    let mut launch = Launch::new(name);
    loop {
        r.ws();
        if r.s[r.i..].starts_with('(') || r.i >= r.s.len() {
            break;
        }
        let key = r.word();
        r.expect('=')?;
        match key {
            "grid" => launch.grid = r.dims()?,
            "block" => launch.block = r.dims()?,
            "shared" => {
                let d = r.dims()?;
                if d[1] != 1 || d[2] != 1 {
                    return r.err("shared= takes one number of bytes");
                }
                launch.shared = d[0];
            }
            _ => {
                return r.err(format!(
                    "unknown launch setting '{key}' (expected grid=, block= or shared=)"
                ));
            }
        }
    }
    if r.eat('(') && !r.eat(')') {
        loop {
            launch.args.push(parse_arg(&mut r)?);
            if r.eat(')') {
                break;
            }
            r.expect(',')?;
        }
    }
    r.ws();
    if r.i < r.s.len() {
        return r.err(format!("unexpected '{}' after the arguments", &r.s[r.i..]));
    }
    Ok(launch)
}

fn parse_arg(r: &mut Reader<'_>) -> Result<ArgValue, LaunchSyntaxError> {
    let save = r.i;
    let first = r.word();
    let (name, ty) = if r.eat('=') {
        (Some(first.to_owned()), r.word())
    } else {
        (None, first)
    };
    if ty == "null" {
        return Ok(ArgValue::Null);
    }
    r.ws();
    if r.s[r.i..].starts_with('[') {
        let Some(elem) = Elem::from_name(ty) else {
            return r.err(format!("unknown buffer element type '{ty}'"));
        };
        r.expect('[')?;
        let n = r.word();
        let Ok(n) = n.parse::<usize>() else {
            return r.err(format!("expected an element count, found '{n}'"));
        };
        r.expect(']')?;
        if n.saturating_mul(elem.size()) > MAX_BUFFER_BYTES {
            return r.err(format!(
                "buffer of {n} elements is larger than {MAX_BUFFER_BYTES} bytes"
            ));
        }
        let init = r.word();
        let bytes = match init {
            "zero" => vec![0u8; n * elem.size()],
            "iota" => {
                let mut b = Vec::with_capacity(n * elem.size());
                for i in 0..n {
                    let v = match elem {
                        Elem::F32 | Elem::F64 => format!("{i}.0"),
                        Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64 => {
                            format!("{}", i as u64 & u64::MAX >> (64 - 8 * elem.size() as u32))
                        }
                    };
                    match elem_bytes(elem, &v) {
                        Some(x) => b.extend(x),
                        None => return r.err("iota does not fit the element type"),
                    }
                }
                b
            }
            "random" => {
                let v = r.word();
                let Some(seed) = parse_int(v, 64) else {
                    return r.err(format!("'{v}' is not a valid random seed"));
                };
                random_bytes(elem, n, seed)
            }
            "fill" => {
                let v = r.word();
                let Some(x) = elem_bytes(elem, v) else {
                    return r.err(format!("'{v}' is not a valid {}", elem.name()));
                };
                x.repeat(n)
            }
            "" if r.s[r.i..].starts_with('{') => {
                r.expect('{')?;
                let mut b = Vec::with_capacity(n * elem.size());
                let mut count = 0;
                if !r.eat('}') {
                    loop {
                        let v = r.word();
                        let Some(x) = elem_bytes(elem, v) else {
                            return r.err(format!("'{v}' is not a valid {}", elem.name()));
                        };
                        b.extend(x);
                        count += 1;
                        if r.eat('}') {
                            break;
                        }
                        r.expect(',')?;
                    }
                }
                if count != n {
                    return r.err(format!(
                        "the buffer has {n} elements but {count} values are given"
                    ));
                }
                b
            }
            other => {
                return r.err(format!(
                    "expected zero, iota, fill, random or {{...}}, found '{other}'"
                ));
            }
        };
        return Ok(ArgValue::Buffer { name, elem, bytes });
    }
    if name.is_some() {
        r.i = save;
        return r.err("only buffers take a name");
    }
    let v = r.word();
    match ty {
        "float" | "double" | "f32" | "f64" => match parse_float(v) {
            Some(FloatArg::Bits(b)) if matches!(ty, "float" | "f32") && b >> 32 != 0 => {
                r.err(format!("'{v}' has more bits than a float"))
            }
            Some(f) => Ok(ArgValue::Float {
                double: matches!(ty, "double" | "f64"),
                value: f,
            }),
            None => r.err(format!("'{v}' is not a floating point value")),
        },
        _ => {
            let bits = ty
                .strip_prefix('i')
                .and_then(|b| b.parse::<u32>().ok())
                .filter(|b| (1..=64).contains(b));
            let Some(bits) = bits else {
                return r.err(format!("expected a scalar type or a buffer, found '{ty}'"));
            };
            match parse_int(v, bits) {
                Some(x) => Ok(ArgValue::Int { bits, value: x }),
                None => r.err(format!("'{v}' is not a valid i{bits}")),
            }
        }
    }
}

fn write_dims(f: &mut fmt::Formatter<'_>, d: [u32; 3]) -> fmt::Result {
    match d {
        [x, 1, 1] => write!(f, "{x}"),
        [x, y, 1] => write!(f, "{x},{y}"),
        [x, y, z] => write!(f, "{x},{y},{z}"),
    }
}

/// Prints the launch in the syntax [`parse_launch`] reads; buffers are written as `zero`,
/// `iota` or `fill V` when their contents are that.
impl Launch {
    /// The launch without its argument values, for messages: `@k grid=6 block=45 (2 args)`
    /// (a launch's buffers may hold thousands of values; `Display` writes them all).
    pub fn brief(&self) -> String {
        struct Dims([u32; 3]);
        impl fmt::Display for Dims {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write_dims(f, self.0)
            }
        }
        let shared = if self.shared > 0 {
            format!(" shared={}", self.shared)
        } else {
            String::new()
        };
        format!(
            "@{} grid={} block={}{shared} ({} args)",
            self.kernel,
            Dims(self.grid),
            Dims(self.block),
            self.args.len()
        )
    }
}

impl fmt::Display for Launch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{} grid=", self.kernel)?;
        write_dims(f, self.grid)?;
        f.write_str(" block=")?;
        write_dims(f, self.block)?;
        if self.shared > 0 {
            write!(f, " shared={}", self.shared)?;
        }
        f.write_str(" (")?;
        for (i, a) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match a {
                ArgValue::Int { bits, value } => {
                    let v = if *bits == 64 {
                        *value as i64
                    } else {
                        ((*value << (64 - bits)) as i64) >> (64 - bits)
                    };
                    write!(f, "i{bits} {v}")?
                }
                ArgValue::Float { double, value } => {
                    f.write_str(if *double { "double " } else { "float " })?;
                    match value {
                        FloatArg::Value(v) => write!(f, "{v:?}")?,
                        FloatArg::Bits(b) => write!(f, "0x{b:X}")?,
                    }
                }
                ArgValue::Null => f.write_str("null")?,
                ArgValue::Buffer { name, elem, bytes } => {
                    if let Some(n) = name {
                        write!(f, "{n}=")?;
                    }
                    let s = elem.size();
                    let n = bytes.len() / s;
                    write!(f, "{}[{n}] ", elem.name())?;
                    let vals: Vec<String> = (0..n)
                        .map(|k| elem.format(&bytes[k * s..k * s + s]))
                        .collect();
                    let iota = (0..n).all(|k| {
                        let want = match elem {
                            Elem::F32 | Elem::F64 => format!("{k}.0"),
                            Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64 => k.to_string(),
                        };
                        vals[k] == want
                    });
                    if n > 0 && bytes.iter().all(|&b| b == 0) {
                        f.write_str("zero")?;
                    } else if n > 1 && iota {
                        f.write_str("iota")?;
                    } else if n > 1 && bytes.chunks(s).all(|c| c == &bytes[..s]) {
                        write!(f, "fill {}", vals[0])?;
                    } else {
                        write!(f, "{{{}}}", vals.join(", "))?;
                    }
                }
            }
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_forms() {
        let l = parse_launch("@k grid=2 block=32,2 (out=i32[4] iota, i32 -3, float 1.5, f64[2] {1.0, 0x3FF0000000000000}, null, i8[3] fill 7)").unwrap();
        assert_eq!(l.kernel, "k");
        assert_eq!(l.grid, [2, 1, 1]);
        assert_eq!(l.block, [32, 2, 1]);
        assert_eq!(l.args.len(), 6);
        assert_eq!(
            l.args[1],
            ArgValue::Int {
                bits: 32,
                value: (-3i64) as u64 & 0xffff_ffff
            }
        );
        assert_eq!(
            l.args[2],
            ArgValue::Float {
                double: false,
                value: FloatArg::Value(1.5)
            }
        );
        let ArgValue::Buffer { name, elem, bytes } = &l.args[0] else {
            panic!()
        };
        assert_eq!((name.as_deref(), *elem), (Some("out"), Elem::I32));
        assert_eq!(bytes, &[0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]);
        assert_eq!(
            l.args[5],
            ArgValue::Buffer {
                name: None,
                elem: Elem::I8,
                bytes: vec![7, 7, 7]
            }
        );
        assert_eq!(parse_launch("@k").unwrap().args, vec![]);
        assert_eq!(parse_launch("@k ()").unwrap().blocks(), 1);
    }

    #[test]
    fn display_reads_back() {
        for spec in [
            "@k grid=2 block=32,2 (out=i32[4] iota, i32 -3, float 1.5, f64[2] {1.0, 2.5}, null, i8[3] fill 7)",
            "@k grid=1 block=1 (b=f32[3] zero, i1 1, i64 -9223372036854775808, double 0x7FF8000000000001)",
            "@k grid=1,2,3 block=4,5,6 (x=i16[3] {-1, 0, 1}, f32[2] {0x7FC00000, -0.0})",
            "@k grid=2 block=64 shared=288 (out=i32[4] zero)",
        ] {
            let l = parse_launch(spec).unwrap();
            let printed = l.to_string();
            assert_eq!(
                parse_launch(&printed).unwrap(),
                l,
                "{spec} printed as {printed}"
            );
        }
        let l = parse_launch("@k grid=2 block=32,2 (out=i32[4] iota, i8[3] fill 7)").unwrap();
        assert_eq!(
            l.to_string(),
            "@k grid=2 block=32,2 (out=i32[4] iota, i8[3] fill 7)"
        );
    }

    #[test]
    fn errors_say_where_and_what() {
        for (spec, want) in [
            ("k ()", "expected '@kernel'"),
            ("@k grid=0 ()", "at least 1"),
            ("@k warp=2 ()", "unknown launch setting 'warp'"),
            ("@k (i32[2] {1})", "2 elements but 1 values"),
            ("@k (i8 300)", "not a valid i8"),
            ("@k (q32 1)", "expected a scalar type"),
            ("@k (i32 1", "expected ','"),
            ("@k (x=i32 1)", "only buffers take a name"),
            ("@k (i32[99999999999] zero)", "larger than"),
            ("@k (i32[2] random x)", "not a valid random seed"),
        ] {
            let e = parse_launch(spec).unwrap_err();
            assert!(e.to_string().contains(want), "{spec}: {e}");
        }
    }

    #[test]
    fn random_buffers_are_reproducible_and_distinct() {
        let a = parse_launch("@k (i32[64] random 7, f32[8] random 7)").unwrap();
        let b = parse_launch("@k (i32[64] random 7, f32[8] random 8)").unwrap();
        assert_eq!(a.args[0], b.args[0]);
        assert_ne!(a.args[1], b.args[1]);
        let ArgValue::Buffer { bytes, .. } = &a.args[0] else {
            panic!("not a buffer")
        };
        // SplitMix64 from 7: the first draw's low 32 bits.
        assert_eq!(&bytes[..4], &random_bytes(Elem::I64, 1, 7)[..4]);
        let distinct: std::collections::HashSet<&[u8]> = bytes.chunks(4).collect();
        assert!(distinct.len() > 60, "{} distinct values", distinct.len());
        let ArgValue::Buffer { bytes, .. } = &a.args[1] else {
            panic!("not a buffer")
        };
        for c in bytes.chunks(4) {
            let v = f32::from_le_bytes(c.try_into().unwrap());
            assert!(v.fract() == 0.0 && v.abs() <= 8388608.0, "{v}");
        }
        // Reprinted explicitly, it reads back the same.
        assert_eq!(parse_launch(&a.to_string()).unwrap(), a);
    }
}
