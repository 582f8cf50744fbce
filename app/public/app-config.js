// Default runtime configuration. server/ answers this path itself (APP_API_BASE_URL); edit this file
// to point a statically hosted build at another back end without rebuilding.
window.__ERP_CONFIG__ = { apiBaseUrl: '/jeecg-boot' }
