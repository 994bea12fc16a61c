//! Statements POSTed to a learning record store (`URL/statements`), in batches, with HTTP
//! basic auth and the xAPI version header. The store keeps a statement once by its id, so a
//! second send of the same statements adds nothing.

use std::time::Duration;

use serde_json::Value;

/// Statements in one request: small enough for any store's body limit.
pub const BATCH: usize = 100;

/// Why sending stopped.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// The store answered with an error status: the status and what it said.
    #[error("{status} {said}")]
    Refused { status: u16, said: String },
    /// No answer: the address, the connection, TLS.
    #[error("{0}")]
    Unreachable(String),
}

/// Where statements go: the store's base URL with `statements` after it.
pub fn endpoint(url: &str) -> String {
    let base = url.trim_end_matches('/');
    if base.ends_with("/statements") {
        base.to_string()
    } else {
        format!("{base}/statements")
    }
}

/// Sends `statements` in batches; returns how many batches went.
pub fn send(
    url: &str,
    auth: Option<(&str, &str)>,
    statements: &[Value],
) -> Result<usize, SendError> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(30)))
        .http_status_as_error(false)
        .build()
        .into();
    let target = endpoint(url);
    let mut batches = 0;
    for chunk in statements.chunks(BATCH) {
        let mut req = agent
            .post(&target)
            .header("X-Experience-API-Version", "1.0.3")
            .header("Content-Type", "application/json");
        if let Some((user, password)) = auth {
            use base64::Engine;
            let token =
                base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"));
            req = req.header("Authorization", &format!("Basic {token}"));
        }
        let body = Value::Array(chunk.to_vec()).to_string();
        let mut answer = req
            .send(body.as_bytes())
            .map_err(|e| SendError::Unreachable(e.to_string()))?;
        let status = answer.status().as_u16();
        if !(200..300).contains(&status) {
            let said = answer
                .body_mut()
                .with_config()
                .limit(4096)
                .read_to_string()
                .unwrap_or_default();
            return Err(SendError::Refused {
                status,
                said: said.chars().take(300).collect(),
            });
        }
        batches += 1;
    }
    Ok(batches)
}
