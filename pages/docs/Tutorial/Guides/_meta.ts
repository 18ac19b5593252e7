export default {
  certificats: 'Certificates',
  deployments: 'Deployments',
  dockers: 'Docker',
  'git-branchs': 'Git branches'
}
