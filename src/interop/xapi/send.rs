//! A learning record store over HTTP: statements POSTed to `URL/statements` in batches, and
//! read back page after page, with HTTP basic auth and the xAPI version header. The store
//! keeps a statement once by its id, so a second send of the same statements adds nothing.

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

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(30)))
        .http_status_as_error(false)
        .build()
        .into()
}

fn basic(auth: Option<(&str, &str)>) -> Option<String> {
    use base64::Engine;
    let (user, password) = auth?;
    let token = base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"));
    Some(format!("Basic {token}"))
}

/// The store's answer: its body when the status is a success, else why.
fn answer(got: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Result<String, SendError> {
    let mut got = got.map_err(|e| SendError::Unreachable(e.to_string()))?;
    let status = got.status().as_u16();
    let body = (got.body_mut().with_config())
        .limit(512 * 1024 * 1024)
        .read_to_string()
        .map_err(|e| SendError::Unreachable(e.to_string()))?;
    if (200..300).contains(&status) {
        Ok(body)
    } else {
        Err(SendError::Refused {
            status,
            said: body.chars().take(300).collect(),
        })
    }
}

/// Every statement the store holds that these credentials may read, following its `more`
/// links page after page.
pub fn fetch(url: &str, auth: Option<(&str, &str)>) -> Result<Vec<Value>, SendError> {
    let agent = agent();
    let target = endpoint(url);
    // `more` is a path on the store's own host.
    let origin: String = match target.find("://") {
        Some(i) => {
            let end = target[i + 3..]
                .find('/')
                .map_or(target.len(), |j| i + 3 + j);
            target[..end].to_string()
        }
        None => String::new(),
    };
    let mut next = target.clone();
    let mut all = Vec::new();
    loop {
        let mut req = agent.get(&next).header("X-Experience-API-Version", "1.0.3");
        if let Some(b) = basic(auth) {
            req = req.header("Authorization", &b);
        }
        let body = answer(req.call())?;
        let page: Value =
            serde_json::from_str(&body).map_err(|e| SendError::Unreachable(e.to_string()))?;
        all.extend(page["statements"].as_array().cloned().unwrap_or_default());
        match page["more"].as_str().filter(|m| !m.is_empty()) {
            Some(more) if more.starts_with('/') => next = format!("{origin}{more}"),
            Some(more) => next = more.to_string(),
            None => return Ok(all),
        }
    }
}

/// Sends `statements` in batches; returns how many batches went.
pub fn send(
    url: &str,
    auth: Option<(&str, &str)>,
    statements: &[Value],
) -> Result<usize, SendError> {
    let agent = agent();
    let target = endpoint(url);
    let mut batches = 0;
    for chunk in statements.chunks(BATCH) {
        let mut req = agent
            .post(&target)
            .header("X-Experience-API-Version", "1.0.3")
            .header("Content-Type", "application/json");
        if let Some(b) = basic(auth) {
            req = req.header("Authorization", &b);
        }
        let body = Value::Array(chunk.to_vec()).to_string();
        answer(req.send(body.as_bytes()))?;
        batches += 1;
    }
    Ok(batches)
}
