/**
 * The operations GraphiQL opens with at /graphql: sign in, then explore. Named, so GraphiQL's
 * run button offers each; a test validates them against the schema so they never drift.
 */
export const GRAPHIQL_EXAMPLES = `# Solar Portal GraphQL. Run "Login" first, with your e-mail and password in Variables:
#   { "emailOrPhone": "you@example.com", "password": "…" }
# (npm start prints the demo accounts). The HttpOnly cookie it sets signs in every later operation.

mutation Login($emailOrPhone: String!, $password: String!) {
  login(input: { emailOrPhone: $emailOrPhone, password: $password }) {
    viewer { firstName lastName roleLabel isOrgAdmin organization { name businessType } }
    isTermsAccepted
    userErrors { field code messages }
  }
}

query LeadList {
  leads(pageSize: 10, order: { field: UPDATED, direction: DESC }) {
    totalCount
    summary { totalLeads totalSystemSize totalSolarCost }
    pageInfo { page pageCount hasNextPage }
    edges { node { id databaseId name stage address systemSize organization { name } associatedUser { userId name } } }
  }
}

query LeadPage($id: ID!) {
  node(id: $id) {
    ... on Lead {
      name stage stageLabel
      customer { firstName lastName emails phoneNumbers }
      property { siteAddress rooftopSolarCapacity estimatedEpcCost }
      projectInfo { systemSize estimatedYearProduction }
      utilityBills { id name fileType file { contentType size } }
      systemImage { name url }
      proposals { databaseId proposalType proposalStatus pdf { name url } proposalData { systemSavings { year25CumulativeSavings } } }
      quotes { databaseId quoteType status }
      agreements { agreementType signed signUrl }
    }
  }
}

# Cursor paging, forwards (first/after) or backwards (last/before), with stages by name.
query LeadsAtSurvey($after: String) {
  leads(first: 20, after: $after, stages: [PRELIMINARY_PROPOSAL, SITE_SURVEY]) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { databaseId name stage } }
  }
}

# Live updates: run it, then generate a proposal of that lead (the web app, another tab): each
# change arrives as it happens. The first answer is the lead as it is now (includeCurrent).
subscription LeadProgress($id: ID!) {
  leadChanged(id: $id, includeCurrent: true) {
    changes
    lead { stage proposals { databaseId proposalStatus pdf { name } } }
    enrichment { status }
  }
}

query AddressSuggestions {
  addressSuggestions(query: "2150 S Cherry Ave, Fresno") { label latitude longitude }
}

mutation Logout {
  logout { ok }
}
`;
