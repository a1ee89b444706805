//! The text form: LLVM IR text in and out.
//!
//! [`parse_module`] reads LLVM 19 IR text in the subset; [`print_module`] writes canonical text.
//! `print_module(&parse_module(&print_module(m))?) == print_module(m)` for every module, and
//! the printed text is valid LLVM IR.

pub mod error;
pub mod lexer;
mod parser;
pub mod printer;

pub use error::{ParseError, ParseErrorKind};
pub use parser::parse_module;
pub use printer::{
    LocalName, LocalNames, format_float, print_instruction, print_module, print_module_threads,
};
