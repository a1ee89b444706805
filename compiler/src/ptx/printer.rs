//! The PTX printer: the syntax tree back to text ptxas reads, laid out as LLVM's NVPTX back end
//! lays it out (tabs, one statement a line). `parse(&print(m)) == m` for every tree the parser
//! makes.

use std::fmt::{self, Write};

use super::ast::*;

/// Prints a module.
pub fn print(m: &Module) -> String {
    let mut s = String::new();
    // Writing to a String cannot fail.
    let _ = write_module(&mut s, m);
    s
}

fn write_module(w: &mut String, m: &Module) -> fmt::Result {
    if let Some((a, b)) = m.version {
        writeln!(w, ".version {a}.{b}")?;
    }
    if !m.target.is_empty() {
        writeln!(w, ".target {}", m.target.join(", "))?;
    }
    if let Some(n) = m.address_size {
        writeln!(w, ".address_size {n}")?;
    }
    for item in &m.items {
        w.push('\n');
        match item {
            Item::Var(v) => {
                write_decl(w, v)?;
                w.push('\n');
            }
            Item::Function(f) => write_function(w, f)?,
        }
    }
    Ok(())
}

fn write_decl(w: &mut String, v: &VarDecl) -> fmt::Result {
    if let Some(l) = v.linkage {
        write!(w, ".{} ", l.name())?;
    }
    write!(w, ".{}", v.space.name())?;
    if let Some(a) = v.align {
        write!(w, " .align {a}")?;
    }
    if let Some(n) = v.vector {
        write!(w, " .v{n}")?;
    }
    write!(w, " .{} ", v.ty.name())?;
    for (k, n) in v.names.iter().enumerate() {
        if k > 0 {
            w.push_str(", ");
        }
        w.push_str(&n.name);
        write_dims(w, &n.dims)?;
        if let Some(c) = n.count {
            write!(w, "<{c}>")?;
        }
    }
    if let Some(init) = &v.init {
        w.push_str(" = ");
        write_init(w, init)?;
    }
    w.push(';');
    Ok(())
}

fn write_dims(w: &mut String, dims: &[Option<u64>]) -> fmt::Result {
    for d in dims {
        match d {
            Some(n) => write!(w, "[{n}]")?,
            None => w.push_str("[]"),
        }
    }
    Ok(())
}

fn write_init(w: &mut String, i: &Initializer) -> fmt::Result {
    match i {
        Initializer::Value(v) => write_init_value(w, v),
        Initializer::List(items) => {
            w.push('{');
            for (k, x) in items.iter().enumerate() {
                if k > 0 {
                    w.push_str(", ");
                }
                write_init(w, x)?;
            }
            w.push('}');
            Ok(())
        }
    }
}

fn write_init_value(w: &mut String, v: &InitValue) -> fmt::Result {
    match v {
        InitValue::Imm(i) => write!(w, "{i}"),
        InitValue::Addr {
            name,
            generic,
            offset,
        } => {
            if *generic {
                write!(w, "generic({name})")?;
            } else {
                w.push_str(name);
            }
            write_offset(w, *offset)
        }
        InitValue::Masked { mask, inner } => {
            write!(w, "{mask:#X}(")?;
            write_init_value(w, inner)?;
            w.push(')');
            Ok(())
        }
    }
}

fn write_offset(w: &mut String, offset: i64) -> fmt::Result {
    match offset {
        0 => Ok(()),
        o => write!(w, "+{o}"),
    }
}

impl fmt::Display for Immediate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Immediate::Int(v) => write!(f, "{v}"),
            Immediate::UInt(v) => write!(f, "{v}U"),
            Immediate::F32(b) => write!(f, "0f{b:08X}"),
            Immediate::F64(b) => write!(f, "0d{b:016X}"),
        }
    }
}

fn write_param(w: &mut String, p: &Param) -> fmt::Result {
    write!(w, ".{}", p.space.name())?;
    if let Some(a) = p.align {
        write!(w, " .align {a}")?;
    }
    if let Some(n) = p.vector {
        write!(w, " .v{n}")?;
    }
    write!(w, " .{}", p.ty.name())?;
    if let Some(ptr) = p.ptr {
        w.push_str(" .ptr");
        if let Some(s) = ptr.space {
            write!(w, " .{}", s.name())?;
        }
        if let Some(h) = ptr.handle {
            write!(w, " .{}", h.name())?;
        }
        if let Some(a) = ptr.align {
            write!(w, " .align {a}")?;
        }
    }
    write!(w, " {}", p.name)?;
    write_dims(w, &p.dims)
}

fn write_param_list(w: &mut String, ps: &[Param], multiline: bool) -> fmt::Result {
    if ps.is_empty() {
        w.push_str("()");
        return Ok(());
    }
    w.push('(');
    for (k, p) in ps.iter().enumerate() {
        if k > 0 {
            w.push(',');
        }
        if multiline {
            w.push_str("\n\t");
        } else if k > 0 {
            w.push(' ');
        }
        write_param(w, p)?;
    }
    if multiline {
        w.push('\n');
    }
    w.push(')');
    Ok(())
}

fn write_function(w: &mut String, f: &Function) -> fmt::Result {
    if let Some(l) = f.linkage {
        write!(w, ".{} ", l.name())?;
    }
    w.push_str(match f.kind {
        FunctionKind::Entry => ".entry ",
        FunctionKind::Func => ".func ",
    });
    if !f.returns.is_empty() {
        write_param_list(w, &f.returns, false)?;
        w.push(' ');
    }
    w.push_str(&f.name);
    write_param_list(w, &f.params, true)?;
    w.push('\n');
    for d in &f.directives {
        match d {
            FuncDirective::Directive { name, args } => {
                write!(w, ".{name}")?;
                for (k, a) in args.iter().enumerate() {
                    w.push_str(if k == 0 { " " } else { ", " });
                    write!(w, "{a}")?;
                }
                w.push('\n');
            }
            FuncDirective::Pragma(p) => {
                write_pragma(w, p)?;
                w.push('\n');
            }
        }
    }
    match &f.body {
        None => w.push_str(";\n"),
        Some(body) => {
            w.push_str("{\n");
            write_statements(w, body)?;
            w.push_str("}\n");
        }
    }
    Ok(())
}

fn write_pragma(w: &mut String, p: &[String]) -> fmt::Result {
    w.push_str(".pragma ");
    for (k, s) in p.iter().enumerate() {
        if k > 0 {
            w.push_str(", ");
        }
        write!(w, "\"{s}\"")?;
    }
    w.push(';');
    Ok(())
}

fn write_statements(w: &mut String, body: &[Statement]) -> fmt::Result {
    for s in body {
        match s {
            Statement::Decl(d) => {
                w.push('\t');
                write_decl(w, d)?;
                w.push('\n');
            }
            Statement::Label(l) => writeln!(w, "{l}:")?,
            Statement::Inst(i) => {
                w.push('\t');
                write_instruction(w, i)?;
                w.push('\n');
            }
            Statement::Block(b) => {
                w.push_str("\t{\n");
                write_statements(w, b)?;
                w.push_str("\t}\n");
            }
            Statement::Prototype(p) => {
                write!(w, "\t{}: .callprototype ", p.name)?;
                if !p.returns.is_empty() {
                    write_param_list(w, &p.returns, false)?;
                    w.push(' ');
                }
                w.push_str("_ ");
                write_param_list(w, &p.params, false)?;
                if p.noreturn {
                    w.push_str(" .noreturn");
                }
                w.push_str(";\n");
            }
            Statement::Pragma(p) => {
                w.push('\t');
                write_pragma(w, p)?;
                w.push('\n');
            }
        }
    }
    Ok(())
}

/// Writes one instruction without indentation or newline (`ld.global.u32 %r1, [%rd1+4];`).
pub fn write_instruction(w: &mut String, i: &Instruction) -> fmt::Result {
    if let Some(g) = &i.guard {
        write!(w, "@{}{} ", if g.negated { "!" } else { "" }, g.reg)?;
    }
    w.push_str(&i.opcode);
    for m in &i.modifiers {
        write!(w, ".{m}")?;
    }
    for (k, o) in i.operands.iter().enumerate() {
        w.push_str(if k == 0 { " \t" } else { ", " });
        write_operand(w, o)?;
    }
    w.push(';');
    Ok(())
}

fn write_list(w: &mut String, open: char, ops: &[Operand], close: char) -> fmt::Result {
    w.push(open);
    for (k, o) in ops.iter().enumerate() {
        if k > 0 {
            w.push_str(", ");
        }
        write_operand(w, o)?;
    }
    w.push(close);
    Ok(())
}

fn write_operand(w: &mut String, o: &Operand) -> fmt::Result {
    match o {
        Operand::Reg(r) => w.push_str(r),
        Operand::Not(r) => write!(w, "!{r}")?,
        Operand::Pair(a, b) => write!(w, "{a}|{b}")?,
        Operand::Imm(i) => write!(w, "{i}")?,
        Operand::Sym { name, offset } => {
            w.push_str(name);
            write_offset(w, *offset)?;
        }
        Operand::Addr(a) => {
            w.push('[');
            match &a.base {
                AddrBase::Reg(r) | AddrBase::Sym(r) => {
                    w.push_str(r);
                    write_offset(w, a.offset)?;
                }
                AddrBase::Absolute => write!(w, "{}", a.offset)?,
            }
            w.push(']');
        }
        Operand::Indexed(v) => write_list(w, '[', v, ']')?,
        Operand::Vector(v) => write_list(w, '{', v, '}')?,
        Operand::List(v) => write_list(w, '(', v, ')')?,
        Operand::Sink => w.push('_'),
    }
    Ok(())
}

impl fmt::Display for Instruction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_instruction(&mut s, self)?;
        f.write_str(&s)
    }
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print(self))
    }
}
