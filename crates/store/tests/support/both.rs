//! The scenarios of the store's tests run on both backends: included (`#[path]`) by each test
//! file that has scenarios.

/// Runs each scenario on a fresh SQLite file and on a fresh PostgreSQL database.
macro_rules! on_both {
    ($($scenario:ident),* $(,)?) => {$(
        mod $scenario {
            #[tokio::test]
            async fn sqlite() {
                let dir = tempfile::tempdir().expect("a temporary directory");
                let store = store::Store::open(&store::testing::sqlite(dir.path()))
                    .expect("a store");
                super::$scenario(store).await;
            }

            #[tokio::test]
            async fn postgres() {
                let url = store::testing::TestPostgres::shared().fresh_database().await;
                let store = store::Store::open(&store::testing::options(
                    store::Location::Postgres(url),
                ))
                .expect("a store");
                super::$scenario(store).await;
            }
        }
    )*};
}
