//! Connections counted per client address, so that one address can never hold every slot of
//! the global cap.

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{Arc, Mutex},
};

use crate::client::counted_as;

/// How many connections each client address holds, and the most it may hold.
#[derive(Debug)]
pub(crate) struct Clients {
    cap: usize,
    open: Mutex<HashMap<IpAddr, usize>>,
}

/// One of a client's connections; its slot frees when this is dropped.
#[derive(Debug)]
pub(crate) struct ClientSlot {
    clients: Arc<Clients>,
    client: IpAddr,
}

impl Clients {
    /// Room for `cap` connections per client address (IPv6 addresses by their /64).
    pub(crate) fn new(cap: usize) -> Arc<Self> {
        Arc::new(Self {
            cap: cap.max(1),
            open: Mutex::new(HashMap::new()),
        })
    }

    /// A slot for a connection from `peer`, or `None` if that client holds its cap already.
    pub(crate) fn take(self: &Arc<Self>, peer: IpAddr) -> Option<ClientSlot> {
        let client = counted_as(peer);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(client).or_insert(0);
        if *count >= self.cap {
            return None;
        }
        *count += 1;
        Some(ClientSlot {
            clients: self.clone(),
            client,
        })
    }

    /// How many connections `peer`'s client holds now.
    #[cfg(test)]
    fn holding(&self, peer: IpAddr) -> usize {
        let open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        open.get(&counted_as(peer)).copied().unwrap_or(0)
    }
}

impl Drop for ClientSlot {
    fn drop(&mut self) {
        let mut open = self.clients.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.client) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_holds_at_most_its_cap_and_others_are_not_affected() {
        let clients = Clients::new(2);
        let a = IpAddr::from([192, 0, 2, 1]);
        let b = IpAddr::from([192, 0, 2, 2]);
        let first = clients.take(a).expect("a first slot");
        let second = clients.take(a).expect("a second slot");
        assert!(clients.take(a).is_none(), "over the cap");
        assert!(
            clients.take(b).is_some(),
            "another address has its own slots"
        );
        drop(first);
        assert_eq!(clients.holding(a), 1);
        let third = clients.take(a).expect("a freed slot");
        drop((second, third));
        assert_eq!(clients.holding(a), 0);
        assert!(
            clients.open.lock().expect("the map").is_empty(),
            "no entry left behind"
        );
    }

    #[test]
    fn ipv6_addresses_of_one_network_share_a_cap() {
        let clients = Clients::new(1);
        let one: IpAddr = "2001:db8:1:2::1".parse().expect("an address");
        let other: IpAddr = "2001:db8:1:2:ffff::9".parse().expect("an address");
        let _held = clients.take(one).expect("a slot");
        assert!(clients.take(other).is_none());
    }
}
