//! Remarks: one structured record per decision a pass takes, printable as text or JSON.

use std::fmt;

/// A decision a pass took (or declined), with the values behind it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Remark {
    /// The pass.
    pub pass: &'static str,
    /// The function decided about, without `@` (empty for module-level events).
    pub function: String,
    /// What was decided (`force-inline`, `skip`, ...).
    pub decision: String,
    /// Why (`kernel`, `large-params`, ...).
    pub reason: String,
    /// The values behind it, in order.
    pub values: Vec<(String, String)>,
}

impl Remark {
    /// A remark without values.
    pub fn new(pass: &'static str, function: &str, decision: &str, reason: &str) -> Remark {
        Remark {
            pass,
            function: function.to_owned(),
            decision: decision.to_owned(),
            reason: reason.to_owned(),
            values: Vec::new(),
        }
    }

    /// Adds a value.
    pub fn with(mut self, key: &str, value: impl fmt::Display) -> Remark {
        self.values.push((key.to_owned(), value.to_string()));
        self
    }

    /// The value of `key`.
    pub fn value(&self, key: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// `pass: @function: decision (reason) key=value ...`
impl fmt::Display for Remark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.pass)?;
        if !self.function.is_empty() {
            write!(f, "@{}: ", self.function)?;
        }
        write!(f, "{}", self.decision)?;
        if !self.reason.is_empty() {
            write!(f, " ({})", self.reason)?;
        }
        for (k, v) in &self.values {
            write!(f, " {k}={v}")?;
        }
        Ok(())
    }
}

pub(crate) fn json_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// One remark per line, as `Display` writes them.
pub fn remarks_text(remarks: &[Remark]) -> String {
    remarks.iter().map(|r| format!("{r}\n")).collect()
}

/// One JSON object per line (JSON Lines): `{"pass": ..., "function": ..., "decision": ...,
/// "reason": ..., "values": {...}}`.
pub fn remarks_json(remarks: &[Remark]) -> String {
    let mut out = String::new();
    for r in remarks {
        out.push_str("{\"pass\": ");
        json_str(r.pass, &mut out);
        out.push_str(", \"function\": ");
        json_str(&r.function, &mut out);
        out.push_str(", \"decision\": ");
        json_str(&r.decision, &mut out);
        out.push_str(", \"reason\": ");
        json_str(&r.reason, &mut out);
        out.push_str(", \"values\": {");
        for (i, (k, v)) in r.values.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            json_str(k, &mut out);
            out.push_str(": ");
            json_str(v, &mut out);
        }
        out.push_str("}}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_json() {
        let r = Remark::new("force-inline", "f", "force-inline", "large-params")
            .with("params", 388)
            .with("note", "a \"q\"\n");
        assert_eq!(
            r.to_string(),
            "force-inline: @f: force-inline (large-params) params=388 note=a \"q\"\n"
        );
        assert_eq!(
            remarks_json(&[r]),
            "{\"pass\": \"force-inline\", \"function\": \"f\", \"decision\": \"force-inline\", \
             \"reason\": \"large-params\", \"values\": {\"params\": \"388\", \"note\": \"a \\\"q\\\"\\n\"}}\n"
        );
    }
}
