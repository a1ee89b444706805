//! How names are spelled in the text form: `%name`, `@"quoted name"`, `!md`, `$comdat`.
//!
//! A name that matches `[-a-zA-Z$._][-a-zA-Z$._0-9]*` is written bare; any other is quoted,
//! with `"`, `\` and bytes outside printable ASCII written as `\XX`. A name made of digits only
//! would read back as a number (`%5`), so it is quoted too.

use std::fmt::{self, Write};

fn is_bare_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

fn is_bare_continue(b: u8) -> bool {
    is_bare_start(b) || b.is_ascii_digit()
}

/// Whether `name` can be written without quotes after a sigil.
pub fn is_bare_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty() && is_bare_start(b[0]) && b[1..].iter().all(|&c| is_bare_continue(c))
}

/// Writes the body of a quoted string: printable ASCII as is, everything else as `\XX`.
pub fn write_escaped(out: &mut impl Write, bytes: &[u8]) -> fmt::Result {
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.write_char(b as char)?;
        } else {
            write!(out, "\\{b:02X}")?;
        }
    }
    Ok(())
}

/// Writes `sigil` and `name`, quoting the name when it is not bare.
pub fn write_name(out: &mut impl Write, sigil: char, name: &str) -> fmt::Result {
    out.write_char(sigil)?;
    if is_bare_name(name) {
        out.write_str(name)
    } else {
        out.write_char('"')?;
        write_escaped(out, name.as_bytes())?;
        out.write_char('"')
    }
}

/// A name as the text form spells it, for error messages: `display_name('%', "x")`.
pub fn display_name(sigil: char, name: &str) -> String {
    let mut s = String::with_capacity(name.len() + 1);
    let _ = write_name(&mut s, sigil, name);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_and_quoted() {
        assert_eq!(display_name('%', "x.1"), "%x.1");
        assert_eq!(display_name('@', "_Z3fooPi"), "@_Z3fooPi");
        assert_eq!(display_name('%', "a b"), "%\"a b\"");
        assert_eq!(display_name('%', "12"), "%\"12\"");
        assert_eq!(display_name('%', "q\"\\\n"), "%\"q\\22\\5C\\0A\"");
        assert_eq!(display_name('@', ""), "@\"\"");
    }
}
