//! Who a request counts as, for every per-client limit (the rate limit, the caps on results
//! and sync documents): the connection's peer address, or with `SUDOKU_TRUST_PROXY` the last
//! address of `X-Forwarded-For`, the one the reverse proxy in front added (the ones before it
//! are whatever the client sent). IPv6 clients count by their /64 network, since one host
//! commonly has a whole /64 to pick addresses from.
//!
//! A middleware works it out once per request and puts it in the request's extensions, where
//! the rate limit and the handlers (as an extractor) find it.

use std::{
    convert::Infallible,
    net::{IpAddr, Ipv6Addr, SocketAddr},
};

use axum::{
    extract::{ConnectInfo, FromRequestParts, Request, State},
    middleware::Next,
    response::Response,
};
use http::request::Parts;

/// The client a request counts as (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Client(pub IpAddr);

/// The middleware: puts the request's [`Client`] in its extensions. Its state says whether to
/// trust the proxy's `X-Forwarded-For`.
pub async fn identify(
    State(trust_proxy): State<bool>,
    mut request: Request,
    next: Next,
) -> Response {
    let client = of(&request, trust_proxy);
    request.extensions_mut().insert(client);
    next.run(request).await
}

/// The client of `request`. Without a peer address (only in tests that call the router
/// directly) every request counts as 0.0.0.0.
pub fn of(request: &Request, trust_proxy: bool) -> Client {
    let forwarded = trust_proxy.then(|| last_forwarded_for(request)).flatten();
    let peer = || {
        request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip())
    };
    let ip = forwarded
        .or_else(peer)
        .unwrap_or(IpAddr::from([0, 0, 0, 0]));
    Client(counted_as(ip))
}

impl<S: Send + Sync> FromRequestParts<S> for Client {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        Ok(parts
            .extensions
            .get::<Client>()
            .copied()
            .unwrap_or(Client(IpAddr::from([0, 0, 0, 0]))))
    }
}

fn last_forwarded_for(request: &Request) -> Option<IpAddr> {
    let header = request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .next_back()?;
    let last = header.to_str().ok()?.rsplit(',').next()?.trim();
    last.parse().ok()
}

/// IPv4 addresses as they are; IPv6 addresses by their /64 network (IPv4-mapped ones as IPv4).
pub(crate) fn counted_as(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let [a, b, c, d, ..] = v6.segments();
                IpAddr::V6(Ipv6Addr::new(a, b, c, d, 0, 0, 0, 0))
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_clients_count_by_their_network() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("an address");
        let b: IpAddr = "2001:db8:1:2:bbbb::2".parse().expect("an address");
        assert_eq!(counted_as(a), counted_as(b));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().expect("an address");
        assert_eq!(counted_as(mapped), IpAddr::from([192, 0, 2, 7]));
    }

    #[test]
    fn behind_a_proxy_the_last_forwarded_address_counts() {
        let request = Request::builder()
            .uri("/new")
            .header("x-forwarded-for", "203.0.113.9, 198.51.100.4")
            .body(axum::body::Body::empty())
            .expect("a request");
        assert_eq!(of(&request, true), Client(IpAddr::from([198, 51, 100, 4])));
        assert_eq!(of(&request, false), Client(IpAddr::from([0, 0, 0, 0])));
    }
}
