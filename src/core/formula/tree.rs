//! A formula as a tree of names, numbers, operators and functions, the dimensions its values
//! carry, and the errors reading or working it out can meet.

/// Exponents of bytes and seconds: bytes `(1, 0)`, writes per second `(0, -1)`, a count
/// `(0, 0)`. Named counts (users, edges) are all plain counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Dims {
    pub bytes: i8,
    pub seconds: i8,
}

impl Dims {
    pub const COUNT: Dims = Dims {
        bytes: 0,
        seconds: 0,
    };
    pub const BYTES: Dims = Dims {
        bytes: 1,
        seconds: 0,
    };
    pub const RATE: Dims = Dims {
        bytes: 0,
        seconds: -1,
    };
    pub const TIME: Dims = Dims {
        bytes: 0,
        seconds: 1,
    };

    pub fn times(self, o: Dims) -> Dims {
        Dims {
            bytes: self.bytes.saturating_add(o.bytes),
            seconds: self.seconds.saturating_add(o.seconds),
        }
    }

    pub fn per(self, o: Dims) -> Dims {
        Dims {
            bytes: self.bytes.saturating_sub(o.bytes),
            seconds: self.seconds.saturating_sub(o.seconds),
        }
    }

    pub fn pow(self, n: i8) -> Dims {
        Dims {
            bytes: self.bytes.saturating_mul(n),
            seconds: self.seconds.saturating_mul(n),
        }
    }
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Expr {
    Num(f64),
    /// Index of a name in the calculator's list of values (inputs, then outputs).
    Var(usize),
    Neg(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>),
    Call(Func, Vec<Expr>),
}

impl Expr {
    /// Whether any name it uses satisfies `f` (by index in the calculator's values).
    pub fn uses(&self, f: &dyn Fn(usize) -> bool) -> bool {
        match self {
            Expr::Num(_) => false,
            Expr::Var(i) => f(*i),
            Expr::Neg(e) => e.uses(f),
            Expr::Bin(_, a, b) => a.uses(f) || b.uses(f),
            Expr::Call(_, args) => args.iter().any(|a| a.uses(f)),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Func {
    Min,
    Max,
    Ceil,
    Floor,
    Round,
    Sqrt,
}

impl Func {
    pub(super) fn from_name(s: &str) -> Option<Func> {
        Some(match s {
            "min" => Func::Min,
            "max" => Func::Max,
            "ceil" => Func::Ceil,
            "floor" => Func::Floor,
            "round" => Func::Round,
            "sqrt" => Func::Sqrt,
            _ => return None,
        })
    }
}

/// Why a formula cannot be used, with the byte offset in its text where it goes wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormulaError {
    Syntax {
        at: usize,
        found: String,
    },
    UnknownName {
        at: usize,
        name: String,
    },
    /// A name that is defined only later in the calculator (or is the output itself).
    NotYet {
        at: usize,
        name: String,
    },
    /// `+`, `-`, `min` or `max` over values that measure different things.
    Mismatch {
        at: usize,
        left: Dims,
        right: Dims,
    },
    /// A power whose exponent is not a plain whole number, on a value with a unit.
    BadPower {
        at: usize,
    },
    BadArgs {
        at: usize,
        func: String,
    },
    /// Brackets, signs or powers nested deeper than `MAX_DEPTH`, or a formula longer than
    /// `MAX_LEN`: refused before the parser's recursion (and the tree's) could grow with them.
    TooDeep {
        at: usize,
    },
}

/// How deep brackets, unary signs and powers may nest in a formula.
pub const MAX_DEPTH: usize = 32;
/// How long a formula may be, in bytes; a chain `1+1+...` makes a tree as deep as it is long.
pub const MAX_LEN: usize = 2_000;

/// Why a value could not be computed from these inputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvalError {
    DivisionByZero,
    /// Too large to represent, or not a number at all.
    Overflow,
    /// It uses a result that cannot be worked out (or whose formula is wrong).
    Needs,
}
